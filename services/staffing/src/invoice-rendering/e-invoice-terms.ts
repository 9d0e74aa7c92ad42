/**
 * The identifiers both e-invoice syntaxes write, and the choices where EN 16931 leaves one
 * (docs/billing.md, "Mapping choices"):
 * - VAT: one standard-rated category (`S`, BT-118) at the document's rate (BT-119), as the model has.
 * - Payment means (BT-81) `58`, SEPA credit transfer, to the seller's IBAN (BT-84); the invoice
 *   number is the remittance information (BT-83).
 * - Electronic addresses (BT-34, BT-49; XRechnung requires both, PEPPOL-EN16931-R010/R020): the
 *   parties' e-mail addresses, scheme `EM`. The model has no other electronic address.
 * - The seller's tax number (BT-32) goes with scheme `FC` beside or instead of its VAT id (BT-31).
 */
/** BT-24 of XRechnung 3.0 (XRechnung 3.0 specification, BR-DE-21). */
export const XRECHNUNG_3_0 = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
/** BT-24 of Factur-X / ZUGFeRD in the EN 16931 profile (Factur-X 1.07 specification, "Comfort"). */
export const FACTUR_X_EN16931 = 'urn:cen.eu:en16931:2017';
/** BT-23, the business process: Peppol BIS Billing 3.0, which XRechnung names for the standard case. */
export const BILLING_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** BT-81, UNTDID 4461: SEPA credit transfer. */
export const SEPA_CREDIT_TRANSFER = '58';
/** BT-118 / BT-151, UNCL 5305: standard rate. */
export const STANDARD_RATE = 'S';
/** Scheme of the electronic addresses (BT-34-1, BT-49-1, EAS code list): e-mail. */
export const EMAIL_SCHEME = 'EM';
/** Scheme of the seller's tax number (BT-32): the tax authority's ("FC", fiscal code). */
export const TAX_NUMBER_SCHEME = 'FC';
