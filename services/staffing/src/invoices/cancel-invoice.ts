/**
 * A mistake on an issued invoice is corrected by a cancellation invoice (Storno), never by editing:
 * a new issued invoice of type 384 with the next number, every line and total negated, referencing
 * the original (`cancelsInvoiceId`; BT-25 in the e-invoice) with the reason as its note. The
 * original is marked `cancelled` and keeps everything else. Its duties are released: their
 * timesheets can be invoiced again (corrected or not) by a new draft.
 */
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { CancelInvoiceRequest, InvoiceResponse } from '@cs/contracts/http/invoices';
import { changeRecord, insertRecord, updateRecord, type ServiceDeps } from '@cs/service-kit';
import { invoices } from '../schema';
import { recordStaffingEvent } from '../shared/record-events';
import { invoiceToChange, type InvoiceCaller } from './draft-invoice';
import { invoiceLabel, toInvoiceSummary, transitionNotAllowed, type InvoiceRow } from './invoice-record';
import { releaseClaims } from './invoiceable-duties.repo';
import { findInvoice } from './invoices.repo';
import { completeSeller, issuedBy, numbered } from './issue-invoice';
import { invoiceResponse } from './read-invoices';

export async function cancelInvoice(deps: ServiceDeps, id: string, body: CancelInvoiceRequest, c: InvoiceCaller): Promise<InvoiceResponse> {
  return changeRecord(deps, invoiceToChange(id, c), async (tx, original) => {
    if (original.state !== 'issued' || original.typeCode === '384') throw transitionNotAllowed(original.typeCode === '384' ? 'cancelled' : original.state, 'cancelled');
    const { seller } = await completeSeller(tx);
    const stornoId = uuidv7();
    await insertRecord(tx, invoices, {
      id: stornoId, typeCode: '384', state: 'issued', ...(await numbered(tx)), dueDate: null,
      facilityId: original.facilityId, clientId: original.clientId, buyer: original.buyer, periodStart: original.periodStart, periodEnd: original.periodEnd,
      vatPercent: original.vatPercent, netCents: -original.netCents, vatCents: -original.vatCents, grossCents: -original.grossCents,
      seller, cancelsId: id, note: body.reason.trim(), timesheetIds: [], ...issuedBy(c),
    });
    await tx.execute(sql`insert into invoice_lines (invoice_id, position, kind, employee_id, facility_id, name, description, quantity, unit_code, unit_price, net_cents)
      select ${stornoId}::uuid, position, kind, employee_id, facility_id, name, description, -quantity, unit_code, unit_price, -net_cents from invoice_lines where invoice_id = ${id}::uuid`);
    const cancelled = await updateRecord(tx, invoices, id, { state: 'cancelled', cancelledById: stornoId, cancelledAt: new Date(), cancelledByUserId: c.principal.userId, cancelledByName: c.principal.displayName });
    await releaseClaims(tx, id);
    const storno = (await findInvoice(tx, stornoId)) as InvoiceRow;
    await recordStaffingEvent(tx, { aggregate: 'invoice', verb: 'updated', principal: c.principal, id, label: invoiceLabel(cancelled), data: toInvoiceSummary(cancelled), before: toInvoiceSummary(original), correlationId: c.requestId });
    await recordStaffingEvent(tx, { aggregate: 'invoice', verb: 'created', principal: c.principal, id: stornoId, label: invoiceLabel(storno), data: toInvoiceSummary(storno), correlationId: c.requestId });
    return invoiceResponse(tx, storno);
  });
}
