/**
 * Factur-X 1.0 / ZUGFeRD 2, profile EN 16931 ("Comfort"): the printed invoice (PDF/A-3b, pdfkit)
 * with the document's CII embedded as `factur-x.xml` (AFRelationship `Alternative`, listed in the
 * catalog's AF array, as PDF/A-3 and the Factur-X specification require) and the Factur-X PDF/A
 * extension schema in the XMP metadata (fx:DocumentType, DocumentFileName, Version,
 * ConformanceLevel). Written in the same pdfkit pass that draws the invoice: the PDF is not parsed
 * again. The embedded file's dates are the issue date, so the same document gives the same bytes.
 */
import type { InvoiceDocument } from '../invoice-documents/invoice-document';
import { finishPdf } from '../shared/pdf/pdf-document';
import { ciiInvoice } from './cii-invoice';
import { assertEInvoiceData } from './e-invoice-check';
import { FACTUR_X_EN16931 } from './e-invoice-terms';
import { drawInvoicePdf } from './invoice-pdf';

const FILE_NAME = 'factur-x.xml';
const FX = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

const property = (name: string, description: string) =>
  `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;

/** The extension schema PDF/A requires for the fx: properties, and their values (Factur-X 1.0, §6.2.2). */
const FACTUR_X_XMP = `
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema><pdfaSchema:namespaceURI>${FX}</pdfaSchema:namespaceURI><pdfaSchema:prefix>fx</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq>
${property('DocumentFileName', 'name of the embedded XML invoice file')}
${property('DocumentType', 'INVOICE')}
${property('Version', 'The actual version of the Factur-X XML schema')}
${property('ConformanceLevel', 'The conformance level of the embedded Factur-X data')}
</rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="${FX}">
<fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>${FILE_NAME}</fx:DocumentFileName><fx:Version>1.0</fx:Version><fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
</rdf:Description>`;

/** pdfkit writes AFRelationship from this option; its type declarations lack it. */
type AttachmentOptions = PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Alternative' };

export async function renderFacturX(doc: InvoiceDocument): Promise<Buffer> {
  assertEInvoiceData(doc, { xrechnung: false });
  const xml = Buffer.from(ciiInvoice(doc, FACTUR_X_EN16931), 'utf8');
  const { pdf, footer } = drawInvoicePdf(doc);
  const issued = new Date(`${doc.issueDate}T00:00:00Z`);
  const options: AttachmentOptions = { name: FILE_NAME, type: 'text/xml', description: 'Factur-X', relationship: 'Alternative', creationDate: issued, modifiedDate: issued };
  pdf.file(xml, options);
  pdf.appendXML(FACTUR_X_XMP);
  return finishPdf(pdf, footer);
}
