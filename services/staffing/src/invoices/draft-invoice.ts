/**
 * Drafts: made, recalculated and deleted. A draft claims its duties in the same transaction
 * (invoice_claims' key: no duty on two live invoices); a draft that lost a duty to another
 * transaction meanwhile is refused whole (409 TIMESHEETS_ALREADY_INVOICED) and nothing is saved.
 */
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { CreateInvoiceRequest, InvoiceResponse } from '@cs/contracts/http/invoices';
import { changeRecord, insertRecord, transact, updateRecord, type Principal, type ServiceDeps, type Tx } from '@cs/service-kit';
import { invoices } from '../schema';
import { recordStaffingEvent } from '../shared/record-events';
import { alreadyInvoiced, draftContent, type DraftContent, type DraftScope } from './draft-content';
import { invoiceLabel, invoiceNotFound, toInvoiceSummary, transitionNotAllowed, type InvoiceRow } from './invoice-record';
import { invoiceResponse } from './read-invoices';
import { claimDuties, releaseClaims } from './invoiceable-duties.repo';
import { deleteLines, findInvoice, insertLines, lineValues } from './invoices.repo';
import { totalsOf } from './totals';
import { readSellerRow } from './seller.repo';

export interface InvoiceCaller {
  principal: Principal;
  expectedVersion?: number;
  requestId?: string;
}

async function writeContent(tx: Tx, id: string, content: DraftContent) {
  await insertLines(tx, id, lineValues(content.lines));
  const lost = await claimDuties(tx, id, content.duties);
  if (lost.length > 0) throw alreadyInvoiced(lost);
}

/** The draft's fields that follow its content: the buyer's address, the VAT rate of the seller data, the totals. */
const contentFields = (content: DraftContent, vatPercent: string) => ({ buyer: { ...content.buyer.party }, vatPercent, ...totalsOf(content.lines.map((l) => l.netCents), vatPercent) });

export async function createDraft(deps: ServiceDeps, body: CreateInvoiceRequest, c: InvoiceCaller): Promise<InvoiceResponse> {
  return transact(deps, async (tx) => {
    const scope: DraftScope = { facilityId: body.facilityId ?? null, clientId: body.clientId ?? null, periodStart: body.periodStart, periodEnd: body.periodEnd };
    const content = await draftContent(tx, scope);
    const id = uuidv7();
    const seller = await readSellerRow(tx);
    await insertRecord(tx, invoices, { id, ...scope, ...contentFields(content, seller.vatPercent) });
    await writeContent(tx, id, content);
    const created = (await findInvoice(tx, id)) as InvoiceRow;
    await recordStaffingEvent(tx, { aggregate: 'invoice', verb: 'created', principal: c.principal, id, label: invoiceLabel(created), data: toInvoiceSummary(created), correlationId: c.requestId });
    return invoiceResponse(tx, created);
  });
}

/** The invoice a step works on, locked; 404 when missing, 412 on a stale If-Match. */
export const invoiceToChange = (id: string, c: InvoiceCaller) => ({ read: (tx: Tx) => findInvoice(tx, id, { lock: true }), missing: invoiceNotFound, expectedVersion: c.expectedVersion });

/** Drafts the draft again from the timesheets and prices as they are now (its own duties released first). */
export async function recalculateDraft(deps: ServiceDeps, id: string, c: InvoiceCaller): Promise<InvoiceResponse> {
  return changeRecord(deps, invoiceToChange(id, c), async (tx, current) => {
    if (current.state !== 'draft') throw transitionNotAllowed(current.state, 'recalculated');
    await releaseClaims(tx, id);
    await deleteLines(tx, id);
    const content = await draftContent(tx, current);
    const seller = await readSellerRow(tx);
    const after = await updateRecord(tx, invoices, id, contentFields(content, seller.vatPercent));
    await writeContent(tx, id, content);
    await recordStaffingEvent(tx, { aggregate: 'invoice', verb: 'updated', principal: c.principal, id, label: invoiceLabel(after), data: toInvoiceSummary(after), before: toInvoiceSummary(current), correlationId: c.requestId });
    return invoiceResponse(tx, after);
  });
}

/** Deletes a draft for good (the audit log keeps it); its duties can be invoiced again. */
export async function deleteDraft(deps: ServiceDeps, id: string, c: InvoiceCaller): Promise<void> {
  await changeRecord(deps, invoiceToChange(id, c), async (tx, current) => {
    if (current.state !== 'draft') throw transitionNotAllowed(current.state, 'deleted');
    await tx.delete(invoices).where(eq(invoices.id, id));
    const label = invoiceLabel(current);
    await recordStaffingEvent(tx, { aggregate: 'invoice', verb: 'deleted', principal: c.principal, id, label, data: { ...toInvoiceSummary(current), label }, correlationId: c.requestId });
  });
}
