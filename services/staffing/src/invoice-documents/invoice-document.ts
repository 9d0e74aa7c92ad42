/**
 * An invoice as it is rendered: the PDF, the EN 16931 e-invoices (XRechnung UBL/CII, ZUGFeRD /
 * Factur-X) and the web client's review read the same document. It follows EN 16931's semantic
 * model (business terms named BT-…), so each renderer only maps fields, never computes.
 *
 * Amounts and quantities are exact decimal strings (`"1234.50"`, `"7.75"`): money with two
 * places, quantities with up to four; nothing here is a floating-point number.
 */
export interface InvoiceParty {
  /** BT-27 / BT-44 */
  name: string;
  /** BT-35 / BT-50 */
  street: string | null;
  /** BT-38 / BT-53 */
  postalCode: string | null;
  /** BT-37 / BT-52 */
  city: string | null;
  /** BT-40 / BT-55, ISO 3166-1 alpha-2 (`DE`). */
  countryCode: string;
  /** BT-31 / BT-48 */
  vatId: string | null;
  /** BT-32: the seller's tax number (Steuernummer) where it has no VAT id. */
  taxNumber: string | null;
  /** BT-41 / BT-56 */
  contactName: string | null;
  /** BT-43 / BT-58 */
  email: string | null;
  /** BT-42 / BT-57 */
  phone: string | null;
}

export interface InvoiceSeller extends InvoiceParty {
  /** BT-84: the account the buyer pays to. */
  iban: string;
  /** BT-86 */
  bic: string | null;
  /** BT-85: the account's name (usually the seller's). */
  accountName: string | null;
}

/** UN/ECE Rec. 20 unit codes the lines use: hours, days, kilometres, pieces. */
export type InvoiceUnitCode = 'HUR' | 'DAY' | 'KMT' | 'C62';

/** Kinds of line, in the order an invoice lists an employee's lines. */
export type InvoiceLineKind = 'regular' | 'night' | 'sunday' | 'holiday' | 'travel' | 'meal';

export interface InvoiceDocumentLine {
  /** BT-126: the line's number on this invoice, "1", "2", … */
  id: string;
  kind: InvoiceLineKind;
  /** BT-153: e.g. "Müller, Anna – Nachtzuschlag 25 %". */
  name: string;
  /** BT-154 (optional description): e.g. "KW 43: 24.10.–27.10.2026". */
  description: string | null;
  /** BT-129 */
  quantity: string;
  /** BT-130 */
  unitCode: InvoiceUnitCode;
  /** BT-146: net price per unit. */
  unitPrice: string;
  /** BT-131: quantity × unit price, rounded half-up to cents. */
  netAmount: string;
  /** BT-152: VAT rate of the line in percent (`"19"`). */
  vatPercent: string;
}

export interface InvoiceDocument {
  /** BT-3: 380 commercial invoice, 384 corrected invoice (our cancellation, Storno). */
  typeCode: '380' | '384';
  /** BT-1 */
  number: string;
  /** BT-2, `YYYY-MM-DD` */
  issueDate: string;
  /** BT-9, `YYYY-MM-DD` */
  dueDate: string | null;
  /** BT-5 */
  currency: 'EUR';
  /** BT-10: the buyer's reference (Leitweg-ID for public buyers); XRechnung requires one. */
  buyerReference: string;
  /** BT-73 / BT-74: the service period invoiced. */
  periodStart: string;
  periodEnd: string;
  /** BT-25 / BT-26: the invoice a cancellation cancels. */
  precedingInvoice: { number: string; issueDate: string } | null;
  /** BT-22: free text (e.g. the reason of a cancellation). */
  note: string | null;
  /** BT-20: payment terms in words. */
  paymentTerms: string | null;
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  lines: InvoiceDocumentLine[];
  totals: {
    /** BT-106 = BT-109: sum of the lines' net amounts. */
    net: string;
    /** BT-110 */
    vat: string;
    /** BT-112 = BT-115 */
    gross: string;
    /** BT-119: the one VAT rate of the invoice (standard rate, category S). */
    vatPercent: string;
  };
}
