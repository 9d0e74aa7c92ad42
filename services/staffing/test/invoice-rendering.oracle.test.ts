/**
 * Our serializers beside a second opinion (docs/billing.md, "What is validated"): the same documents
 * written by @e-invoice-eu/core (a dev dependency kept for this test only), whose UBL and CII writers
 * check their input against the library's schema, and the business terms read back from both must
 * be equal. Where the library has a known gap — its CII leaves out the preceding invoice (BT-25,
 * BT-26) — ours must carry the document's and the library's must be the known gap, so a fixed
 * library makes this test say so.
 */
import { InvoiceService } from '@e-invoice-eu/core';
import { renderFacturX, renderInvoicePdf, renderXRechnung } from '../src/invoice-rendering';
import type { InvoiceDocument } from '../src/invoice-documents/invoice-document';
import { ciiTerms, ublTerms } from './support/e-invoice-terms';
import { eInvoiceData } from './support/library-e-invoice-data';
import { embeddedFiles } from './support/pdf-reading';
import { sampleCancellation, sampleInvoiceDocument, sampleLines } from './support/sample-invoice-document';

const library = new InvoiceService({ log: () => {}, warn: () => {}, error: () => {} });
const asText = (out: string | Uint8Array) => (typeof out === 'string' ? out : Buffer.from(out).toString('utf8'));
const libraryXml = async (doc: InvoiceDocument, format: string) => asText(await library.generate(eInvoiceData(doc), { format, lang: 'de-de', noWarnings: true }));
const facturXml = async (pdf: Uint8Array) => (await embeddedFiles(pdf)).get('factur-x.xml')?.content ?? '';

const documents: Array<[string, InvoiceDocument]> = [
  ['an invoice of 12 lines', sampleInvoiceDocument({ note: 'Bitte "Leistungsnachweise" & Stunden <prüfen>' }, sampleLines(4, 3))],
  ['a cancellation', sampleCancellation()],
  ['a seller with a tax number instead of a VAT id, no BIC, no due date', sampleInvoiceDocument({ dueDate: null, seller: { ...sampleInvoiceDocument().seller, vatId: null, taxNumber: '12/345/67890', bic: null } })],
];

describe.each(documents)('%s: our e-invoices carry the library’s business terms', (_name, doc) => {
  it('XRechnung UBL', async () => {
    expect(ublTerms(await renderXRechnung(doc, 'ubl'))).toEqual(ublTerms(await libraryXml(doc, 'XRECHNUNG-UBL')));
  });

  it('XRechnung CII (the preceding invoice only in ours: the library’s gap)', async () => {
    const ours = ciiTerms(await renderXRechnung(doc, 'cii'));
    const theirs = ciiTerms(await libraryXml(doc, 'XRECHNUNG-CII'));
    expect(theirs).toMatchObject({ bt25: null, bt26: null });
    expect([ours.bt25, ours.bt26]).toEqual([doc.precedingInvoice?.number ?? null, doc.precedingInvoice?.issueDate ?? null]);
    expect({ ...ours, bt25: null, bt26: null }).toEqual(theirs);
  });

  it('Factur-X EN 16931: the embedded CII', async () => {
    const pdf = await renderInvoicePdf(doc);
    const theirs = ciiTerms(await facturXml(await library.generate(eInvoiceData(doc), { format: 'Factur-X-EN16931', lang: 'de-de', noWarnings: true, pdf: { buffer: pdf, filename: 'invoice.pdf', mimetype: 'application/pdf' } }) as Uint8Array));
    const ours = ciiTerms(await facturXml(await renderFacturX(doc)));
    expect(theirs.bt24).toBe('urn:cen.eu:en16931:2017');
    expect({ ...ours, bt25: null, bt26: null }).toEqual(theirs);
  });
});
