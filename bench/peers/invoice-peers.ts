/**
 * Peers of the invoice renderers, measured in the same run (bench/invoice-rendering.bench.ts): the
 * same table drawn with the other PDF library (pdf-lib, a standard font: no embedding, no
 * subsetting, no line wrapping), and a UBL invoice of the same terms built by a bare template
 * string (no input check, no escaping of numbers and codes). Neither is a product: they show what
 * pdfkit's layout and font embedding, and our serializers' input check and escaping, cost.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { InvoiceDocument } from '../../services/staffing/src/invoice-documents/invoice-document';

export async function pdfLibPeer(doc: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date(`${doc.issueDate}T00:00:00Z`));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const widths = [30, 205, 50, 45, 75, 90];
  let page = pdf.addPage([595.28, 841.89]);
  let y = 700;
  page.drawText(`Rechnung ${doc.number}`, { x: 50, y: 760, size: 15, font });
  for (const line of doc.lines) {
    if (y < 80) {
      page = pdf.addPage([595.28, 841.89]);
      y = 790;
    }
    let x = 50;
    const cells = [line.id, line.name, line.quantity, line.unitCode, line.unitPrice, line.netAmount];
    cells.forEach((cell, i) => {
      page.drawText(cell.slice(0, i === 1 ? 48 : 20), { x, y, size: 8.5, font });
      x += widths[i];
    });
    y -= 22;
  }
  page.drawText(`Brutto ${doc.totals.gross}`, { x: 330, y: y - 20, size: 9.5, font });
  return pdf.save();
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function templateUblPeer(doc: InvoiceDocument): string {
  const lines = doc.lines
    .map(
      (l) => `<cac:InvoiceLine><cbc:ID>${l.id}</cbc:ID><cbc:InvoicedQuantity unitCode="${l.unitCode}">${l.quantity}</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="EUR">${l.netAmount}</cbc:LineExtensionAmount><cac:Item><cbc:Name>${esc(l.name)}</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${l.vatPercent}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item><cac:Price><cbc:PriceAmount currencyID="EUR">${l.unitPrice}</cbc:PriceAmount></cac:Price></cac:InvoiceLine>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
<cbc:ID>${esc(doc.number)}</cbc:ID><cbc:IssueDate>${doc.issueDate}</cbc:IssueDate><cbc:InvoiceTypeCode>${doc.typeCode}</cbc:InvoiceTypeCode><cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode><cbc:BuyerReference>${esc(doc.buyerReference)}</cbc:BuyerReference>
<cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="EUR">${doc.totals.net}</cbc:LineExtensionAmount><cbc:PayableAmount currencyID="EUR">${doc.totals.gross}</cbc:PayableAmount></cac:LegalMonetaryTotal>
${lines}
</Invoice>`;
}
