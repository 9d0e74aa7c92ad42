/**
 * An issued invoice as the document its PDF and e-invoices render (invoice-documents/): the seller
 * data and buyer address copied at issue, the lines and totals as stored, the period, and for a
 * cancellation the invoice it cancels (BT-25/BT-26). Only issued invoices — issued, cancelled, or a
 * cancellation — have a document: a draft has no number and its content may still change (409
 * INVOICE_NOT_ISSUED).
 */
import { conflict, found, type Queryable } from '@cs/service-kit';
import type { InvoiceDocument, InvoiceDocumentLine, InvoiceParty, InvoiceSeller } from '../invoice-documents/invoice-document';
import { invoiceNotFound, type InvoiceLineRow, type InvoiceRow } from './invoice-record';
import { findInvoice, linesOf } from './invoices.repo';
import { germanDate } from './line-texts';
import { formatCents, formatScaled4, parseScaled } from './money';

export const invoiceNotIssued = () => conflict('INVOICE_NOT_ISSUED', 'A draft has no invoice document yet; issue it first.', { state: 'draft' });

type Snapshot = Record<string, string | number | null | undefined>;
const text = (s: Snapshot, key: string) => (s[key] === null || s[key] === undefined ? null : String(s[key]));
const decimal4 = (value: string) => formatScaled4(parseScaled(value, 4));

function party(s: Snapshot): InvoiceParty {
  return {
    name: String(s.name ?? ''), street: text(s, 'street'), postalCode: text(s, 'postalCode'), city: text(s, 'city'), countryCode: text(s, 'countryCode') ?? 'DE',
    vatId: text(s, 'vatId'), taxNumber: text(s, 'taxNumber'), contactName: text(s, 'contactName'), email: text(s, 'email'), phone: text(s, 'phone'),
  };
}

/** The seller as issued; its contact point (BT-41, which XRechnung requires) and the account (BT-85) are the seller by name. */
const seller = (s: Snapshot): InvoiceSeller => ({ ...party(s), contactName: text(s, 'name'), iban: String(s.iban ?? ''), bic: text(s, 'bic'), accountName: text(s, 'name') });

const line = (vatPercent: string) => (l: InvoiceLineRow): InvoiceDocumentLine => ({
  id: String(l.position), kind: l.kind, name: l.name, description: l.description,
  quantity: decimal4(l.quantity), unitCode: l.unitCode, unitPrice: decimal4(l.unitPrice), netAmount: formatCents(l.netCents), vatPercent,
});

/** BT-20: an invoice is due by its due date; a cancellation is settled against the invoice it cancels. */
const paymentTerms = (i: InvoiceRow) => (i.dueDate ? `Zahlbar ohne Abzug bis ${germanDate(i.dueDate)}.` : null);

/**
 * BT-10, the buyer's reference, which XRechnung requires (BR-DE-15): the Käuferreferenz the
 * facility or client records (a public buyer's Leitweg-ID), copied at issue; without one the buyer's
 * name as invoiced — for a buyer that is no public authority the content is free, and the name
 * tells its accounts which home or client it is for (docs/billing.md, "Buyer reference").
 */
const buyerReference = (i: InvoiceRow) => String(i.buyer.reference || i.buyer.name || '');

export function toInvoiceDocument(i: InvoiceRow, lines: InvoiceLineRow[], cancels: InvoiceRow | null): InvoiceDocument {
  if (i.state === 'draft' || !i.number || !i.issueDate || !i.seller) throw invoiceNotIssued();
  const vatPercent = decimal4(i.vatPercent);
  return {
    typeCode: i.typeCode,
    number: i.number,
    issueDate: i.issueDate,
    dueDate: i.dueDate,
    currency: 'EUR',
    buyerReference: buyerReference(i),
    periodStart: i.periodStart,
    periodEnd: i.periodEnd,
    precedingInvoice: cancels?.number && cancels.issueDate ? { number: cancels.number, issueDate: cancels.issueDate } : null,
    note: i.note,
    paymentTerms: paymentTerms(i),
    seller: seller(i.seller),
    buyer: party(i.buyer),
    lines: lines.map(line(vatPercent)),
    totals: { net: formatCents(i.netCents), vat: formatCents(i.vatCents), gross: formatCents(i.grossCents), vatPercent },
  };
}

/** The document of an invoice by id: 404 when there is none, 409 INVOICE_NOT_ISSUED for a draft. */
export async function issuedInvoiceDocument(q: Queryable, id: string): Promise<InvoiceDocument> {
  const invoice = found(await findInvoice(q, id), invoiceNotFound);
  if (invoice.state === 'draft') throw invoiceNotIssued();
  const [lines, cancels] = await Promise.all([linesOf(q, id), invoice.cancelsId ? findInvoice(q, invoice.cancelsId) : undefined]);
  return toInvoiceDocument(invoice, lines, cancels ?? null);
}
