/**
 * XRechnung 3.0 as a UBL 2.1 Invoice (OASIS UBL 2.1; EN 16931-3-2's syntax binding), written over
 * the document: every text escaped, every amount the document's own decimal string. A cancellation
 * is an Invoice too, with InvoiceTypeCode 384 (corrected invoice; UBL's Invoice carries 384, the
 * CreditNote only 381 and its kin) and the invoice it corrects as BillingReference (BT-25, BT-26).
 * Element order is the UBL schema's.
 */
import type { InvoiceDocument, InvoiceDocumentLine, InvoiceParty } from '../invoice-documents/invoice-document';
import { element, optionalElement, optionalText, text } from '../shared/xml';
import { BILLING_PROCESS, EMAIL_SCHEME, SEPA_CREDIT_TRANSFER, STANDARD_RATE, TAX_NUMBER_SCHEME, XRECHNUNG_3_0 } from './e-invoice-terms';

const EUR = { currencyID: 'EUR' };
const NAMESPACES = {
  xmlns: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

const taxScheme = (id: string) => element('cac:TaxScheme', text('cbc:ID', id));
const taxCategory = (name: string, percent: string) => element(name, text('cbc:ID', STANDARD_RATE) + text('cbc:Percent', percent) + taxScheme('VAT'));
const money = (name: string, amount: string) => text(name, amount, EUR);

function party(p: InvoiceParty, taxSchemes: string) {
  const address = optionalText('cbc:StreetName', p.street) + optionalText('cbc:CityName', p.city) + optionalText('cbc:PostalZone', p.postalCode) + element('cac:Country', text('cbc:IdentificationCode', p.countryCode));
  const contact = optionalText('cbc:Name', p.contactName) + optionalText('cbc:Telephone', p.phone) + optionalText('cbc:ElectronicMail', p.email);
  return element(
    'cac:Party',
    optionalText('cbc:EndpointID', p.email, { schemeID: EMAIL_SCHEME }) +
      element('cac:PostalAddress', address) +
      taxSchemes +
      element('cac:PartyLegalEntity', text('cbc:RegistrationName', p.name)) +
      optionalElement('cac:Contact', contact),
  );
}

const partyTaxScheme = (companyId: string | null, scheme: string) => (companyId ? element('cac:PartyTaxScheme', text('cbc:CompanyID', companyId) + taxScheme(scheme)) : '');

function paymentMeans(doc: InvoiceDocument) {
  const { seller } = doc;
  const account = text('cbc:ID', seller.iban) + optionalText('cbc:Name', seller.accountName) + optionalElement('cac:FinancialInstitutionBranch', optionalText('cbc:ID', seller.bic));
  return element('cac:PaymentMeans', text('cbc:PaymentMeansCode', SEPA_CREDIT_TRANSFER) + text('cbc:PaymentID', doc.number) + element('cac:PayeeFinancialAccount', account));
}

function totals(doc: InvoiceDocument) {
  const { net, vat, gross, vatPercent } = doc.totals;
  const subtotal = element('cac:TaxSubtotal', money('cbc:TaxableAmount', net) + money('cbc:TaxAmount', vat) + taxCategory('cac:TaxCategory', vatPercent));
  const taxTotal = element('cac:TaxTotal', money('cbc:TaxAmount', vat) + subtotal);
  const monetary = money('cbc:LineExtensionAmount', net) + money('cbc:TaxExclusiveAmount', net) + money('cbc:TaxInclusiveAmount', gross) + money('cbc:PayableAmount', gross);
  return taxTotal + element('cac:LegalMonetaryTotal', monetary);
}

const line = (l: InvoiceDocumentLine) =>
  element(
    'cac:InvoiceLine',
    text('cbc:ID', l.id) +
      text('cbc:InvoicedQuantity', l.quantity, { unitCode: l.unitCode }) +
      money('cbc:LineExtensionAmount', l.netAmount) +
      element('cac:Item', optionalText('cbc:Description', l.description) + text('cbc:Name', l.name) + taxCategory('cac:ClassifiedTaxCategory', l.vatPercent)) +
      element('cac:Price', money('cbc:PriceAmount', l.unitPrice)),
  );

function header(doc: InvoiceDocument) {
  const preceding = doc.precedingInvoice;
  return (
    text('cbc:CustomizationID', XRECHNUNG_3_0) +
    text('cbc:ProfileID', BILLING_PROCESS) +
    text('cbc:ID', doc.number) +
    text('cbc:IssueDate', doc.issueDate) +
    optionalText('cbc:DueDate', doc.dueDate) +
    text('cbc:InvoiceTypeCode', doc.typeCode) +
    optionalText('cbc:Note', doc.note) +
    text('cbc:DocumentCurrencyCode', doc.currency) +
    text('cbc:BuyerReference', doc.buyerReference) +
    element('cac:InvoicePeriod', text('cbc:StartDate', doc.periodStart) + text('cbc:EndDate', doc.periodEnd)) +
    (preceding ? element('cac:BillingReference', element('cac:InvoiceDocumentReference', text('cbc:ID', preceding.number) + text('cbc:IssueDate', preceding.issueDate))) : '')
  );
}

export function ublInvoice(doc: InvoiceDocument): string {
  const sellerTax = partyTaxScheme(doc.seller.vatId, 'VAT') + partyTaxScheme(doc.seller.taxNumber, TAX_NUMBER_SCHEME);
  const body =
    header(doc) +
    element('cac:AccountingSupplierParty', party(doc.seller, sellerTax)) +
    element('cac:AccountingCustomerParty', party(doc.buyer, partyTaxScheme(doc.buyer.vatId, 'VAT'))) +
    paymentMeans(doc) +
    optionalElement('cac:PaymentTerms', optionalText('cbc:Note', doc.paymentTerms)) +
    totals(doc) +
    '\n' +
    doc.lines.map(line).join('\n') +
    '\n';
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element('Invoice', body, NAMESPACES)}\n`;
}
