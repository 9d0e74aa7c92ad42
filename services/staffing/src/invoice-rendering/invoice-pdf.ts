/**
 * The invoice as a printed PDF (German): seller and buyer, number, dates, service period, the lines
 * (Pos., Bezeichnung, Menge, Einheit, Einzelpreis, Betrag), Netto, USt, Brutto, payment terms, bank
 * details and the seller's VAT id. Every figure is the document's own string, formatted only: the
 * PDF shows what the e-invoice carries. PDF/A-3b, so that the Factur-X file can be made of it.
 */
import type { InvoiceDocument } from '../invoice-documents/invoice-document';
import { germanDecimal, germanMoney, germanQuantity } from '../shared/pdf/german-format';
import { finishPdf, newPdf, PAGE_MARGIN, type Pdf } from '../shared/pdf/pdf-document';
import { drawFacts, drawTable, type Column } from '../shared/pdf/pdf-table';
import { addressLines, bankLine, headerFacts, isCancellation, sellerTaxLine, title, unitLabels } from './invoice-texts';

const columns: Column[] = [
  { header: 'Pos.', width: 30 },
  { header: 'Bezeichnung', width: 205 },
  { header: 'Menge', width: 50, align: 'right' },
  { header: 'Einheit', width: 45, align: 'center' },
  { header: 'Einzelpreis', width: 75, align: 'right' },
  { header: 'Betrag', width: 90, align: 'right' },
];

function drawHeader(pdf: Pdf, doc: InvoiceDocument) {
  const sender = [doc.seller.name, doc.seller.street, [doc.seller.postalCode, doc.seller.city].filter(Boolean).join(' ')].filter(Boolean).join(' · ');
  pdf.font('regular').fontSize(7).fillColor('#555555').text(sender, PAGE_MARGIN, 60, { width: 260 });
  pdf.font('regular').fontSize(10).fillColor('#000000').text(addressLines(doc.buyer).join('\n'), PAGE_MARGIN, 78, { width: 250 });
  const factsEnd = drawFacts(pdf, headerFacts(doc), 310, 60, 235, 95);
  pdf.font('bold').fontSize(15).text(title(doc), PAGE_MARGIN, Math.max(factsEnd, 150) + 20);
  if (isCancellation(doc) && doc.precedingInvoice) pdf.font('regular').fontSize(9).text(`Diese Stornorechnung hebt die Rechnung ${doc.precedingInvoice.number} auf.`);
  if (doc.note) pdf.font('regular').fontSize(9).text(doc.note, { width: 495 });
  pdf.moveDown(0.8);
}

function drawTotals(pdf: Pdf, doc: InvoiceDocument) {
  const rows: Array<[string, string, boolean]> = [
    ['Netto', germanMoney(doc.totals.net), false],
    [`USt ${germanDecimal(doc.totals.vatPercent, 0)} %`, germanMoney(doc.totals.vat), false],
    ['Brutto', germanMoney(doc.totals.gross), true],
  ];
  if (pdf.y + 60 > pdf.page.height - PAGE_MARGIN - 20) pdf.addPage();
  let y = pdf.y;
  for (const [label, amount, bold] of rows) {
    pdf.font(bold ? 'bold' : 'regular').fontSize(9.5).text(label, 330, y, { width: 110 });
    pdf.text(amount, 440, y, { width: 102, align: 'right' });
    y += 14;
  }
  pdf.x = PAGE_MARGIN;
  pdf.y = y + 10;
}

/** The printed invoice drawn but not finished, and its footer: `renderFacturX` embeds its XML first. */
export function drawInvoicePdf(doc: InvoiceDocument): { pdf: Pdf; footer: string } {
  const pdf = newPdf({ title: title(doc), author: doc.seller.name, subject: `${title(doc)} an ${doc.buyer.name}`, createdAt: new Date(`${doc.issueDate}T00:00:00Z`) });
  drawHeader(pdf, doc);
  const rows = doc.lines.map((line) => [
    line.id,
    { text: line.name, detail: line.description },
    germanQuantity(line.quantity),
    unitLabels[line.unitCode],
    germanMoney(line.unitPrice),
    germanMoney(line.netAmount),
  ]);
  drawTable(pdf, columns, rows);
  drawTotals(pdf, doc);
  pdf.font('regular').fontSize(8.5);
  if (doc.paymentTerms) pdf.text(doc.paymentTerms, { width: 495 });
  pdf.text(bankLine(doc), { width: 495 });
  return { pdf, footer: [doc.seller.name, sellerTaxLine(doc), doc.seller.email, doc.seller.phone].filter(Boolean).join(' · ') };
}

export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { pdf, footer } = drawInvoicePdf(doc);
  return finishPdf(pdf, footer);
}
