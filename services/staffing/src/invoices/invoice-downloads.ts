/**
 * The downloads of an issued invoice (issued, cancelled, or a cancellation): the printed PDF,
 * XRechnung (UBL or CII) and ZUGFeRD / Factur-X, each rendered from the invoice's document on
 * request — the invoice is immutable, so each rendering says the same. A draft → 409
 * INVOICE_NOT_ISSUED; an unknown id → 404.
 */
import type { FileAnswer } from '@cs/contracts';
import { AppError, type Queryable } from '@cs/service-kit';
import type { InvoiceDocument } from '../invoice-documents/invoice-document';
import { renderFacturX, renderInvoicePdf, renderXRechnung, type XRechnungSyntax } from '../invoice-rendering';
import { issuedInvoiceDocument } from './invoice-document-of';

/** `rechnung-2026-00042` or `stornorechnung-2026-00043`. */
const baseName = (doc: InvoiceDocument) => `${doc.typeCode === '384' ? 'stornorechnung' : 'rechnung'}-${doc.number}`;

export async function invoicePdf(q: Queryable, id: string): Promise<FileAnswer> {
  const doc = await issuedInvoiceDocument(q, id);
  return { filename: `${baseName(doc)}.pdf`, content: await renderInvoicePdf(doc) };
}

/**
 * XRechnung requires the electronic addresses of both parties (BT-34, BT-49: their e-mail here) and
 * the seller's phone (BR-DE-6); an invoice issued without them has none and gets none (it is
 * immutable): 409 naming what is missing.
 */
function assertXRechnungData(doc: InvoiceDocument) {
  const missing = { 'seller.email': doc.seller.email, 'seller.phone': doc.seller.phone, 'buyer.email': doc.buyer.email };
  const errors = Object.entries(missing).filter(([, value]) => !value).map(([field]) => [field, ['is required by XRechnung and was not recorded when the invoice was issued']]);
  if (errors.length > 0) throw new AppError(409, 'E_INVOICE_DATA_MISSING', 'This invoice lacks data XRechnung requires; the PDF and ZUGFeRD can still be downloaded.', { errors: Object.fromEntries(errors) });
}

export async function invoiceXRechnung(q: Queryable, id: string, syntax: XRechnungSyntax): Promise<FileAnswer> {
  const doc = await issuedInvoiceDocument(q, id);
  assertXRechnungData(doc);
  return { filename: `${baseName(doc)}-xrechnung-${syntax}.xml`, content: await renderXRechnung(doc, syntax) };
}

export async function invoiceZugferd(q: Queryable, id: string): Promise<FileAnswer> {
  const doc = await issuedInvoiceDocument(q, id);
  return { filename: `${baseName(doc)}-zugferd.pdf`, content: await renderFacturX(doc) };
}
