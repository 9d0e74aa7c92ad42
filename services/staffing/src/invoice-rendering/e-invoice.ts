/**
 * The EN 16931 e-invoices of an invoice document, written by @e-invoice-eu/core (docs/billing.md,
 * "E-invoices"): XRechnung (the German CIUS, for public buyers and anyone who wants it) as UBL 2.1
 * or UN/CEFACT CII, and Factur-X / ZUGFeRD in the EN 16931 profile ("Comfort"): the printed PDF
 * (PDF/A-3) with the CII XML embedded as `factur-x.xml`. The library checks its input against its
 * JSON schema (cardinalities, code lists; XRechnung's required terms for the XRechnung formats)
 * and refuses a document that does not pass.
 */
import { InvoiceService, type InvoiceServiceOptions } from '@e-invoice-eu/core';
import type { InvoiceDocument } from '../invoice-documents/invoice-document';
import { completeLibraryCii } from './cii-completion';
import { eInvoiceData } from './e-invoice-data';
import { renderInvoicePdf } from './invoice-pdf';

export type XRechnungSyntax = 'ubl' | 'cii';

completeLibraryCii();

/**
 * One generation; the library reports why it refused a document through its logger and throws a
 * bare "validation failed": the reasons are collected into the thrown error (no personal data is
 * logged).
 */
async function generate(doc: InvoiceDocument, options: InvoiceServiceOptions): Promise<string | Uint8Array> {
  const reasons: string[] = [];
  const service = new InvoiceService({ log: () => {}, warn: () => {}, error: (message) => reasons.push(message) });
  try {
    return await service.generate(eInvoiceData(doc), options);
  } catch (error) {
    throw new Error(`The e-invoice of ${doc.number} was refused: ${[(error as Error).message, ...reasons].join('; ')}`, { cause: error });
  }
}

const formats: Record<XRechnungSyntax, string> = { ubl: 'XRECHNUNG-UBL', cii: 'XRECHNUNG-CII' };

export async function renderXRechnung(doc: InvoiceDocument, syntax: XRechnungSyntax): Promise<string> {
  const xml = await generate(doc, { format: formats[syntax], lang: 'de-de', noWarnings: true });
  return typeof xml === 'string' ? xml : Buffer.from(xml).toString('utf8');
}

/** Factur-X / ZUGFeRD, EN 16931 profile: the PDF/A-3 of `renderInvoicePdf` with the CII XML embedded. */
export async function renderFacturX(doc: InvoiceDocument): Promise<Buffer> {
  const pdf = await renderInvoicePdf(doc);
  const file = await generate(doc, {
    format: 'Factur-X-EN16931',
    lang: 'de-de',
    noWarnings: true,
    pdf: { buffer: pdf, filename: `${doc.number}.pdf`, mimetype: 'application/pdf' },
  });
  return Buffer.from(file);
}
