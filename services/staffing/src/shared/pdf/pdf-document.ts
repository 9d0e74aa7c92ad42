/**
 * The printed documents' PDF (invoices, timesheets): A4, DejaVu Sans embedded (every glyph of German
 * text; PDF/A forbids fonts that are not embedded), PDF/A-3b (pdfkit writes the XMP identification
 * and the sRGB output intent), and a fixed creation date given by the document, so that the same
 * document renders to the same bytes (the file ID is derived from the info dictionary).
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { escapeXml } from '../xml';

const require = createRequire(import.meta.url);
export const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

export type Pdf = PDFKit.PDFDocument;

export interface PdfInfo {
  title: string;
  author: string;
  subject: string;
  /** The document's own date and time (e.g. the invoice's issue date), not the time of rendering. */
  createdAt: Date;
}

export const PAGE_MARGIN = 50;

export function newPdf(info: PdfInfo): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: 'de-DE',
    bufferPages: true,
    info: { Title: info.title, Author: info.author, Subject: info.subject, Creator: 'care-staffing', Producer: 'care-staffing', CreationDate: info.createdAt, ModDate: info.createdAt },
  });
  // Registered before first use and never opened by path: pdfkit caches a font under the name it is
  // first opened by, and a font opened by path first (the constructor's `font`) made every later
  // `font('regular')` parse the TrueType file again (≈ 30 ms a table row).
  escapeXmpInfo(doc);
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular');
  return doc;
}

/**
 * pdfkit 0.20 copies the info strings (title, author, subject) into the XMP metadata unescaped, so a
 * seller named "Pflege & Personal" made the XMP ill-formed XML. Its XMP step (`_addInfo`, run once
 * at `end()`, after the info dictionary is written) reads them escaped instead.
 */
function escapeXmpInfo(doc: Pdf) {
  const internals = doc as unknown as { _addInfo: () => void; info: Record<string, unknown> };
  const addInfo = internals._addInfo;
  internals._addInfo = function (this: typeof internals) {
    const info = this.info;
    this.info = Object.fromEntries(Object.entries(info).map(([key, value]) => [key, typeof value === 'string' ? escapeXml(value) : value]));
    try {
      addInfo.call(this);
    } finally {
      this.info = info;
    }
  };
}

/** Page numbers ("Seite 1 von 3") in the footer of every page, then the finished file. */
export function finishPdf(doc: Pdf, footer: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - PAGE_MARGIN + 10;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(7).fillColor('#555555');
    doc.text(footer, PAGE_MARGIN, y, { width: doc.page.width - 2 * PAGE_MARGIN - 80, lineBreak: false });
    doc.text(`Seite ${i + 1} von ${range.count}`, doc.page.width - PAGE_MARGIN - 80, y, { width: 80, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}
