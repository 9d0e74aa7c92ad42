import type { InvoiceResponse, InvoiceSummary } from '@cs/contracts/http/invoices';
import { AppError, conflict, notFound, recordStamps } from '@cs/service-kit';
import type { invoiceLines, invoices } from '../schema';
import { formatCents, formatScaled4, parseScaled } from './money';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

const stamp = (at: Date | null, userId: string | null, name: string | null) => (at ? { at: at.toISOString(), by: { userId, name } } : null);
const decimal4 = (text: string) => formatScaled4(parseScaled(text, 4));

export function toInvoiceSummary(i: InvoiceRow): InvoiceSummary {
  return {
    id: i.id,
    ...recordStamps(i),
    typeCode: i.typeCode,
    state: i.state,
    number: i.number,
    facilityId: i.facilityId,
    clientId: i.clientId,
    buyerName: String(i.buyer.name ?? ''),
    periodStart: i.periodStart,
    periodEnd: i.periodEnd,
    issueDate: i.issueDate,
    dueDate: i.dueDate,
    currency: 'EUR',
    net: formatCents(i.netCents),
    vatPercent: decimal4(i.vatPercent),
    vat: formatCents(i.vatCents),
    gross: formatCents(i.grossCents),
    cancelsInvoiceId: i.cancelsId,
    cancelledByInvoiceId: i.cancelledById,
    note: i.note,
    issued: stamp(i.issuedAt, i.issuedByUserId, i.issuedByName),
    cancelled: stamp(i.cancelledAt, i.cancelledByUserId, i.cancelledByName),
  };
}

export const toInvoiceLine = (l: InvoiceLineRow): InvoiceResponse['lines'][number] => ({
  position: l.position,
  kind: l.kind,
  employeeId: l.employeeId,
  facilityId: l.facilityId,
  name: l.name,
  description: l.description,
  quantity: decimal4(l.quantity),
  unitCode: l.unitCode,
  unitPrice: decimal4(l.unitPrice),
  netAmount: formatCents(l.netCents),
});

export const toInvoiceResponse = (i: InvoiceRow, lines: InvoiceLineRow[], timesheetIds: string[]): InvoiceResponse => ({
  ...toInvoiceSummary(i),
  lines: lines.map(toInvoiceLine),
  timesheetIds,
});

/** "Rechnung 2026-00001 – Haus Sonne, 2026-05-01–2026-05-31" (a draft: "Rechnungsentwurf …"). */
export function invoiceLabel(i: InvoiceRow): string {
  const what = i.typeCode === '384' ? 'Stornorechnung' : i.number ? 'Rechnung' : 'Rechnungsentwurf';
  return `${what}${i.number ? ` ${i.number}` : ''} – ${String(i.buyer.name ?? '')}, ${i.periodStart}–${i.periodEnd}`;
}

export const invoiceNotFound = () => notFound('Invoice');

/** Only a draft changes; an issued invoice is immutable, a cancelled one final. */
export const transitionNotAllowed = (state: InvoiceRow['state'], step: string) =>
  conflict('INVOICE_TRANSITION_NOT_ALLOWED', state === 'draft' ? `A draft cannot be ${step}; issue it first.` : `An ${state} invoice cannot be ${step}: it is immutable (a mistake is corrected by cancelling it).`, { state });

export const nothingToInvoice = () =>
  new AppError(409, 'NOTHING_TO_INVOICE', 'The period has no confirmed duty of the buyer that is not on another invoice yet.', { errors: { periodStart: ['has no confirmed, uninvoiced duty in the period'] } });
