/**
 * The printed invoice (docs/billing.md, "Invoice PDF"): German texts with the document's number and
 * totals as a PDF viewer extracts them; PDF/A-3 with the Factur-X metadata; the same document
 * renders to the same bytes.
 */
import { PDFDocument } from 'pdf-lib';
import { renderFacturX, renderInvoicePdf } from '../src/invoice-rendering';
import { pdfText, xmpMetadata } from './support/pdf-reading';
import { sampleCancellation, sampleInvoiceDocument, sampleLines } from './support/sample-invoice-document';

const invoice = sampleInvoiceDocument();
const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('invoice PDF', () => {
  it('shows number, dates, lines, Netto / USt 19 % / Brutto, bank details and the seller’s VAT id', async () => {
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = squash(await pdfText(pdf));
    for (const expected of [
      'Rechnung RE-2026-00042', 'Rechnungsdatum 02.11.2026', 'Leistungszeitraum 01.10.2026 – 31.10.2026', 'Fällig am 16.11.2026',
      'Pos.', 'Menge', 'Einheit', 'Einzelpreis', 'Betrag', 'Müller-Lüdenscheidt 1, Änne – Pflegefachkraft', '44,25', 'Std.', '48,50 €', '1.794,50 €',
      'Netto 7.260,45 €', 'USt 19 % 1.379,49 €', 'Brutto 8.639,94 €', 'IBAN DE02120300000000202051', 'BIC BYLADEM1001', 'USt-IdNr.: DE123456789', 'Seniorenheim Haus Sonne gGmbH',
    ]) expect(text).toContain(expected);
    expect(text).not.toContain('Stornorechnung');
  });

  it('a cancellation is a Stornorechnung naming the invoice it cancels, with negative amounts', async () => {
    const text = squash(await pdfText(await renderInvoicePdf(sampleCancellation())));
    expect(text).toContain('Stornorechnung RE-2026-00043');
    expect(text).toContain('Storno zu Rechnung RE-2026-00042 vom 02.11.2026');
    expect(text).toContain('Brutto -8.639,94 €');
  });

  it('flows over pages with the table header repeated; the total stays the document’s', async () => {
    const long = sampleInvoiceDocument({}, sampleLines(60, 2));
    const text = await pdfText(await renderInvoicePdf(long));
    const pages = text.split('\n');
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) expect(page).toContain('Einzelpreis');
    expect(squash(text)).toContain(`Seite 1 von ${pages.length}`);
    expect(squash(text)).toContain('120 Müller-Lüdenscheidt 60, Änne – Nachtzuschlag');
  });

  it('renders the same document to the same bytes (creation date: the issue date)', async () => {
    const [a, b] = [await renderInvoicePdf(invoice), await renderInvoicePdf(invoice)];
    expect(a.equals(b)).toBe(true);
    expect((await PDFDocument.load(a)).getCreationDate()?.toISOString()).toBe('2026-11-02T00:00:00.000Z');
  });
});

describe('Factur-X PDF', () => {
  it('declares PDF/A-3 (B) and the Factur-X EN 16931 profile in its XMP metadata, and keeps the printed text', async () => {
    const pdf = await renderFacturX(invoice);
    const xmp = await xmpMetadata(pdf);
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(xmp).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(xmp).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    expect(xmp).toMatch(/<fx:DocumentFileName>factur-x.xml<\/fx:DocumentFileName>/);
    expect(squash(await pdfText(pdf))).toContain('Brutto 8.639,94 €');
  });
});
