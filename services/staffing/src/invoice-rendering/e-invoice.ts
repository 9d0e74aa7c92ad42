/**
 * XRechnung 3.0 (the German CIUS of EN 16931, for public buyers and anyone who wants it) as UBL 2.1
 * or UN/CEFACT CII, written by our own serializers over the document (docs/billing.md,
 * "E-invoices"). A document that lacks what XRechnung requires throws, naming it.
 */
import type { InvoiceDocument } from '../invoice-documents/invoice-document';
import { ciiInvoice } from './cii-invoice';
import { assertEInvoiceData } from './e-invoice-check';
import { XRECHNUNG_3_0 } from './e-invoice-terms';
import { ublInvoice } from './ubl-invoice';

export type XRechnungSyntax = 'ubl' | 'cii';

export async function renderXRechnung(doc: InvoiceDocument, syntax: XRechnungSyntax): Promise<string> {
  assertEInvoiceData(doc, { xrechnung: true });
  return syntax === 'ubl' ? ublInvoice(doc) : ciiInvoice(doc, XRECHNUNG_3_0);
}
