/**
 * Issuing: draft → issued. Under the invoice's row lock: the seller data must be complete (409
 * SELLER_DATA_MISSING naming each missing field), every claimed timesheet still the current,
 * confirmed revision (else 409 INVOICE_DRAFT_OUTDATED: recalculate first; only a revision that
 * overlapped the draft's making gets past TIMESHEET_INVOICED, docs/billing.md), then the next number of
 * the year, today's date in the planning zone, the due date after the payment terms, the seller
 * data and the buyer's address copied into the invoice, the VAT of the seller data's rate. From
 * then on nothing about it changes but its cancellation.
 */
import { Temporal } from 'temporal-polyfill';
import type { InvoiceResponse } from '@cs/contracts/http/invoices';
import { AppError, changeRecord, conflict, updateRecord, type ServiceDeps, type Tx } from '@cs/service-kit';
import { invoices } from '../schema';
import { recordStaffingEvent } from '../shared/record-events';
import { planningDay } from '../working-time/planning-zone';
import { loadBuyer } from './buyer.repo';
import { invoiceToChange, type InvoiceCaller } from './draft-invoice';
import { invoiceLabel, toInvoiceSummary, transitionNotAllowed } from './invoice-record';
import { nextInvoiceNumber } from './invoice-numbers';
import { claimedTimesheets, linesOf, supersededClaims } from './invoices.repo';
import { invoiceResponse } from './read-invoices';
import { missingSellerFields, readSellerRow, toSellerResponse } from './seller.repo';
import { totalsOf } from './totals';

/** The seller data as the invoice keeps it (EN 16931 BG-4, BG-16), refused while incomplete. */
export async function completeSeller(tx: Tx) {
  const row = await readSellerRow(tx);
  const missing = missingSellerFields(row);
  if (missing.length > 0) {
    throw new AppError(409, 'SELLER_DATA_MISSING', `An invoice cannot be issued without the seller's ${missing.join(', ')} (PUT /api/settings/invoice-seller).`, {
      errors: Object.fromEntries(missing.map((field) => [field, ['is required to issue an invoice']])),
    });
  }
  const { missing: _m, version: _v, updatedAt: _u, ...seller } = toSellerResponse(row);
  return { seller, vatPercent: row.vatPercent, paymentTermsDays: row.paymentTermsDays };
}

/** Number and date of an invoice issued now. */
export async function numbered(tx: Tx) {
  const issueDate = planningDay();
  const year = Temporal.PlainDate.from(issueDate).year;
  return { number: await nextInvoiceNumber(tx, year), numberYear: year, issueDate };
}

export const issuedBy = (c: InvoiceCaller) => ({ issuedAt: new Date(), issuedByUserId: c.principal.userId, issuedByName: c.principal.displayName });

export async function issueInvoice(deps: ServiceDeps, id: string, c: InvoiceCaller): Promise<InvoiceResponse> {
  return changeRecord(deps, invoiceToChange(id, c), async (tx, current) => {
    if (current.state !== 'draft') throw transitionNotAllowed(current.state, 'issued');
    const { seller, vatPercent, paymentTermsDays } = await completeSeller(tx);
    const outdated = await supersededClaims(tx, id);
    if (outdated.length > 0) {
      throw conflict('INVOICE_DRAFT_OUTDATED', 'Timesheets of this draft were corrected since; recalculate it before issuing.', { timesheetIds: outdated });
    }
    const buyer = await loadBuyer(tx, current);
    const lines = await linesOf(tx, id);
    const number = await numbered(tx);
    const dueDate = Temporal.PlainDate.from(number.issueDate).add({ days: paymentTermsDays }).toString();
    const after = await updateRecord(tx, invoices, id, {
      state: 'issued', ...number, dueDate, seller, buyer: { ...buyer.party }, vatPercent, ...totalsOf(lines.map((l) => l.netCents), vatPercent),
      timesheetIds: await claimedTimesheets(tx, id), ...issuedBy(c),
    });
    await recordStaffingEvent(tx, { aggregate: 'invoice', verb: 'updated', principal: c.principal, id, label: invoiceLabel(after), data: toInvoiceSummary(after), before: toInvoiceSummary(current), correlationId: c.requestId });
    return invoiceResponse(tx, after);
  });
}
