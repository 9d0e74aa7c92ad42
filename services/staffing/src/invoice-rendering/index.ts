/** The invoice's renderers: one document (invoice-documents/invoice-document.ts) in, files out. */
export { renderInvoicePdf } from './invoice-pdf';
export { renderXRechnung, type XRechnungSyntax } from './e-invoice';
export { renderFacturX } from './factur-x';
