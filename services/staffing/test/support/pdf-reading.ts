/**
 * Reading the PDFs the tests render: the text as a viewer extracts it (pdf.js), the embedded files
 * and the XMP metadata (pdf-lib), so that a test fails when a figure is missing or garbled.
 */
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString, PDFHexString } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page, items joined by spaces, pages by newlines. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n');
}

const streamText = (stream: unknown) => Buffer.from(stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : new Uint8Array()).toString('utf8');

/** The embedded files by name, with their AFRelationship. */
export async function embeddedFiles(pdf: Uint8Array): Promise<Map<string, { content: string; relationship: string | null; subtype: string | null }>> {
  const doc = await PDFDocument.load(pdf);
  const files = new Map<string, { content: string; relationship: string | null; subtype: string | null }>();
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)?.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let i = 0; names && i < names.size(); i += 2) {
    const name = names.lookup(i) as PDFString | PDFHexString;
    const spec = names.lookup(i + 1, PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'));
    const relationship = spec.lookupMaybe(PDFName.of('AFRelationship'), PDFName)?.decodeText() ?? null;
    const subtype = stream instanceof PDFRawStream ? (stream.dict.lookupMaybe(PDFName.of('Subtype'), PDFName)?.decodeText() ?? null) : null;
    files.set(name.decodeText(), { content: streamText(stream), relationship, subtype });
  }
  return files;
}

/** The document's XMP metadata packet (catalog /Metadata). */
export async function xmpMetadata(pdf: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  return streamText(doc.catalog.lookup(PDFName.of('Metadata')));
}
