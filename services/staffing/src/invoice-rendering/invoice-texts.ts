/** The printed invoice's German words and the lines of its parties and bank details. */
import type { InvoiceDocument, InvoiceParty, InvoiceUnitCode } from '../invoice-documents/invoice-document';
import { germanDate } from '../shared/pdf/german-format';

export const unitLabels: Record<InvoiceUnitCode, string> = { HUR: 'Std.', DAY: 'Tag(e)', KMT: 'km', C62: 'Stk.' };

export const isCancellation = (doc: InvoiceDocument) => doc.typeCode === '384';

export const title = (doc: InvoiceDocument) => `${isCancellation(doc) ? 'Stornorechnung' : 'Rechnung'} ${doc.number}`;

export const addressLines = (party: InvoiceParty): string[] =>
  [party.name, party.street, [party.postalCode, party.city].filter(Boolean).join(' '), party.countryCode === 'DE' ? '' : party.countryCode].filter((line): line is string => !!line);

/** The seller's tax identification: its VAT id (USt-IdNr.) or else its tax number (Steuernummer). */
export const sellerTaxLine = (doc: InvoiceDocument) =>
  doc.seller.vatId ? `USt-IdNr.: ${doc.seller.vatId}` : doc.seller.taxNumber ? `Steuernummer: ${doc.seller.taxNumber}` : '';

export const bankLine = (doc: InvoiceDocument) =>
  `Bankverbindung: ${[doc.seller.accountName ? `Kontoinhaber ${doc.seller.accountName}` : null, `IBAN ${doc.seller.iban}`, doc.seller.bic ? `BIC ${doc.seller.bic}` : null].filter(Boolean).join(' · ')}`;

export function headerFacts(doc: InvoiceDocument): Array<[string, string]> {
  return [
    ['Rechnungsnummer', doc.number],
    ['Rechnungsdatum', germanDate(doc.issueDate)],
    ['Leistungszeitraum', `${germanDate(doc.periodStart)} – ${germanDate(doc.periodEnd)}`],
    ...(doc.dueDate ? [['Fällig am', germanDate(doc.dueDate)] as [string, string]] : []),
    ['Ihre Referenz', doc.buyerReference],
    ...(doc.precedingInvoice ? [['Storno zu Rechnung', `${doc.precedingInvoice.number} vom ${germanDate(doc.precedingInvoice.issueDate)}`] as [string, string]] : []),
  ];
}
