/**
 * A table that flows over pages: the header row repeats on each new page; a row that does not fit
 * starts the next page. Each cell is a text (a second, smaller line where given, e.g. a line's
 * description under its name).
 */
import { PAGE_MARGIN, type Pdf } from './pdf-document';

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

export type Cell = string | { text: string; detail: string | null };

const FONT_SIZE = 8.5;
const DETAIL_SIZE = 7;
const PADDING = 3;

function cellHeight(doc: Pdf, cell: Cell, width: number): number {
  const { text, detail } = typeof cell === 'string' ? { text: cell, detail: null } : cell;
  let height = doc.font('regular').fontSize(FONT_SIZE).heightOfString(text || ' ', { width });
  if (detail) height += doc.fontSize(DETAIL_SIZE).heightOfString(detail, { width });
  return height;
}

function drawRow(doc: Pdf, columns: Column[], cells: Cell[], y: number, height: number, bold = false) {
  let x = PAGE_MARGIN;
  columns.forEach((column, i) => {
    const cell = cells[i] ?? '';
    const { text, detail } = typeof cell === 'string' ? { text: cell, detail: null } : cell;
    const options = { width: column.width - PADDING, align: column.align ?? 'left' };
    doc.font(bold ? 'bold' : 'regular').fontSize(FONT_SIZE).fillColor('#000000').text(text, x, y, options);
    if (detail) doc.font('regular').fontSize(DETAIL_SIZE).fillColor('#444444').text(detail, x, doc.y, options);
    x += column.width;
  });
  doc.moveTo(PAGE_MARGIN, y + height + PADDING / 2).lineTo(x, y + height + PADDING / 2).lineWidth(0.3).strokeColor('#999999').stroke();
}

/** Draws the table from the current position; the cursor ends below it (doc.y). */
export function drawTable(doc: Pdf, columns: Column[], rows: Cell[][]) {
  const bottom = () => doc.page.height - PAGE_MARGIN - 20;
  const header = (y: number) => {
    const height = Math.max(...columns.map((c) => cellHeight(doc, c.header, c.width - PADDING)));
    drawRow(doc, columns, columns.map((c) => c.header), y, height, true);
    return y + height + PADDING;
  };
  let y = header(doc.y);
  for (const cells of rows) {
    const height = Math.max(...cells.map((cell, i) => cellHeight(doc, cell, columns[i].width - PADDING)));
    if (y + height > bottom()) {
      doc.addPage();
      y = header(PAGE_MARGIN);
    }
    drawRow(doc, columns, cells, y, height);
    y += height + PADDING;
  }
  doc.x = PAGE_MARGIN;
  doc.y = y + PADDING;
}

/** Label–value pairs, the labels bold, in a block of the given width at (x, y). */
export function drawFacts(doc: Pdf, facts: Array<[string, string]>, x: number, y: number, width: number, labelWidth = 110) {
  let top = y;
  for (const [label, value] of facts) {
    doc.font('bold').fontSize(8.5).fillColor('#000000').text(label, x, top, { width: labelWidth });
    doc.font('regular').text(value, x + labelWidth, top, { width: width - labelWidth });
    top = Math.max(doc.y, top + 11);
  }
  return top;
}
