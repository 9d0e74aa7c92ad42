/**
 * What an e-invoice needs of its document before it is written (the serializers map, they do not
 * judge): the checks that the e-invoice library's input schema made, narrowed to what our document
 * can get wrong. A document that fails throws, naming every reason (field names only, no personal
 * data). Sources: EN 16931-1:2017 (BR-…; UNTDID 1001 for BT-3, ISO 4217 for BT-5), XRechnung 3.0
 * (BR-DE-…, and PEPPOL-EN16931-R010/R020 for the electronic addresses).
 */
import type { InvoiceDocument } from '../invoice-documents/invoice-document';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONEY = /^-?\d+\.\d{2}$/;
/** BT-146 is a unit price amount: EN 16931 sets it no number of decimals (a surcharge at 25 % of 41.50 is 10.375); ours has up to four. */
const PRICE = /^\d+(\.\d{1,4})?$/;
const QUANTITY = /^-?\d+(\.\d{1,4})?$/;
const PERCENT = /^\d+(\.\d{1,2})?$/;
const UNITS = new Set(['HUR', 'DAY', 'KMT', 'C62']);

function documentProblems(doc: InvoiceDocument): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, problem: string) => ok || problems.push(problem);
  need(doc.typeCode === '380' || doc.typeCode === '384', 'InvoiceTypeCode (BT-3) must be 380 or 384');
  need(doc.number !== '', 'the invoice number (BT-1) is empty');
  need(doc.currency === 'EUR', 'the currency (BT-5) must be EUR');
  for (const [term, date] of [['BT-2', doc.issueDate], ['BT-73', doc.periodStart], ['BT-74', doc.periodEnd], ['BT-9', doc.dueDate ?? '2000-01-01']])
    need(DATE.test(date), `${term} is no date YYYY-MM-DD`);
  need(doc.typeCode !== '384' || !!doc.precedingInvoice?.number, 'a corrected invoice (384) names the invoice it corrects (BT-25)');
  need(doc.seller.iban !== '', 'the seller’s IBAN (BT-84) is missing');
  need(doc.lines.length > 0, 'an invoice has at least one line (BR-16)');
  need([doc.totals.net, doc.totals.vat, doc.totals.gross].every((a) => MONEY.test(a)) && PERCENT.test(doc.totals.vatPercent), 'a total is no amount with two decimals');
  doc.lines.forEach((l) => {
    need(MONEY.test(l.netAmount) && PRICE.test(l.unitPrice), `line ${l.id}: the amount has two decimals, the price up to four and is not negative (BR-27)`);
    need(QUANTITY.test(l.quantity) && UNITS.has(l.unitCode) && PERCENT.test(l.vatPercent), `line ${l.id}: quantity, unit code or VAT rate`);
  });
  return problems;
}

/** XRechnung's further required terms: buyer reference (BR-DE-15), seller contact (BR-DE-2, -5, -6, -7), electronic addresses. */
function xrechnungProblems(doc: InvoiceDocument): string[] {
  const required = { buyerReference: doc.buyerReference, 'seller.contactName': doc.seller.contactName, 'seller.phone': doc.seller.phone, 'seller.email': doc.seller.email, 'buyer.email': doc.buyer.email };
  return Object.entries(required).filter(([, value]) => !value).map(([field]) => `${field} is required by XRechnung`);
}

export function assertEInvoiceData(doc: InvoiceDocument, { xrechnung }: { xrechnung: boolean }) {
  const problems = [...documentProblems(doc), ...(xrechnung ? xrechnungProblems(doc) : [])];
  if (problems.length > 0) throw new Error(`The e-invoice of ${doc.number} was refused: ${problems.join('; ')}`);
}
