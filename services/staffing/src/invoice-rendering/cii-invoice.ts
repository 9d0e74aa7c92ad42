/**
 * The document as a UN/CEFACT Cross Industry Invoice (D16B, EN 16931-3-3's syntax binding), the XML
 * of XRechnung CII and of Factur-X / ZUGFeRD; they differ only in the specification id (BT-24) the
 * caller names. Within the Factur-X EN 16931 profile's schema (the tests validate against it):
 * every text escaped, every amount the document's own decimal string, element order the schema's,
 * the header delivery present though empty (the schema requires it; the period is BT-73/74).
 */
import type { InvoiceDocument, InvoiceDocumentLine, InvoiceParty } from '../invoice-documents/invoice-document';
import { element, optionalElement, optionalText, text } from '../shared/xml';
import { BILLING_PROCESS, EMAIL_SCHEME, SEPA_CREDIT_TRANSFER, STANDARD_RATE, TAX_NUMBER_SCHEME } from './e-invoice-terms';

const NAMESPACES = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/** A date as CII writes it: format 102, `YYYYMMDD`. */
const date = (name: string, isoDate: string, type: 'udt' | 'qdt' = 'udt') => element(name, text(`${type}:DateTimeString`, isoDate.replaceAll('-', ''), { format: '102' }));
const id = (name: string, value: string) => element(name, text('ram:ID', value));
const tax = (percent: string) => text('ram:TypeCode', 'VAT') + text('ram:CategoryCode', STANDARD_RATE) + text('ram:RateApplicablePercent', percent);

function party(name: string, p: InvoiceParty, registrations: string) {
  const contact = optionalText('ram:PersonName', p.contactName) + optionalElement('ram:TelephoneUniversalCommunication', optionalText('ram:CompleteNumber', p.phone)) + optionalElement('ram:EmailURIUniversalCommunication', optionalText('ram:URIID', p.email));
  const address = optionalText('ram:PostcodeCode', p.postalCode) + optionalText('ram:LineOne', p.street) + optionalText('ram:CityName', p.city) + text('ram:CountryID', p.countryCode);
  return element(
    name,
    text('ram:Name', p.name) +
      optionalElement('ram:DefinedTradeContact', contact) +
      element('ram:PostalTradeAddress', address) +
      optionalElement('ram:URIUniversalCommunication', optionalText('ram:URIID', p.email, { schemeID: EMAIL_SCHEME })) +
      registrations,
  );
}

const registration = (value: string | null, scheme: string) => (value ? element('ram:SpecifiedTaxRegistration', text('ram:ID', value, { schemeID: scheme })) : '');

const line = (l: InvoiceDocumentLine) =>
  element(
    'ram:IncludedSupplyChainTradeLineItem',
    element('ram:AssociatedDocumentLineDocument', text('ram:LineID', l.id)) +
      element('ram:SpecifiedTradeProduct', text('ram:Name', l.name) + optionalText('ram:Description', l.description)) +
      element('ram:SpecifiedLineTradeAgreement', element('ram:NetPriceProductTradePrice', text('ram:ChargeAmount', l.unitPrice))) +
      element('ram:SpecifiedLineTradeDelivery', text('ram:BilledQuantity', l.quantity, { unitCode: l.unitCode })) +
      element(
        'ram:SpecifiedLineTradeSettlement',
        element('ram:ApplicableTradeTax', tax(l.vatPercent)) + element('ram:SpecifiedTradeSettlementLineMonetarySummation', text('ram:LineTotalAmount', l.netAmount)),
      ),
  );

function agreement(doc: InvoiceDocument) {
  const sellerRegistrations = registration(doc.seller.vatId, 'VA') + registration(doc.seller.taxNumber, TAX_NUMBER_SCHEME);
  return element(
    'ram:ApplicableHeaderTradeAgreement',
    text('ram:BuyerReference', doc.buyerReference) + party('ram:SellerTradeParty', doc.seller, sellerRegistrations) + party('ram:BuyerTradeParty', doc.buyer, registration(doc.buyer.vatId, 'VA')),
  );
}

function settlement(doc: InvoiceDocument) {
  const { seller, totals } = doc;
  const account = text('ram:IBANID', seller.iban) + optionalText('ram:AccountName', seller.accountName);
  const means = text('ram:TypeCode', SEPA_CREDIT_TRANSFER) + element('ram:PayeePartyCreditorFinancialAccount', account) + optionalElement('ram:PayeeSpecifiedCreditorFinancialInstitution', optionalText('ram:BICID', seller.bic));
  const vat = text('ram:CalculatedAmount', totals.vat) + text('ram:TypeCode', 'VAT') + text('ram:BasisAmount', totals.net) + text('ram:CategoryCode', STANDARD_RATE) + text('ram:RateApplicablePercent', totals.vatPercent);
  const terms = optionalText('ram:Description', doc.paymentTerms) + (doc.dueDate ? date('ram:DueDateDateTime', doc.dueDate) : '');
  const sums =
    text('ram:LineTotalAmount', totals.net) + text('ram:TaxBasisTotalAmount', totals.net) + text('ram:TaxTotalAmount', totals.vat, { currencyID: doc.currency }) + text('ram:GrandTotalAmount', totals.gross) + text('ram:DuePayableAmount', totals.gross);
  const preceding = doc.precedingInvoice;
  return element(
    'ram:ApplicableHeaderTradeSettlement',
    text('ram:PaymentReference', doc.number) +
      text('ram:InvoiceCurrencyCode', doc.currency) +
      element('ram:SpecifiedTradeSettlementPaymentMeans', means) +
      element('ram:ApplicableTradeTax', vat) +
      element('ram:BillingSpecifiedPeriod', date('ram:StartDateTime', doc.periodStart) + date('ram:EndDateTime', doc.periodEnd)) +
      optionalElement('ram:SpecifiedTradePaymentTerms', terms) +
      element('ram:SpecifiedTradeSettlementHeaderMonetarySummation', sums) +
      (preceding ? element('ram:InvoiceReferencedDocument', text('ram:IssuerAssignedID', preceding.number) + date('ram:FormattedIssueDateTime', preceding.issueDate, 'qdt')) : ''),
  );
}

/** `guideline`: BT-24, XRechnung's or Factur-X EN 16931's specification id (e-invoice-terms.ts). */
export function ciiInvoice(doc: InvoiceDocument, guideline: string): string {
  const context = id('ram:BusinessProcessSpecifiedDocumentContextParameter', BILLING_PROCESS) + id('ram:GuidelineSpecifiedDocumentContextParameter', guideline);
  const exchanged = text('ram:ID', doc.number) + text('ram:TypeCode', doc.typeCode) + date('ram:IssueDateTime', doc.issueDate) + optionalElement('ram:IncludedNote', optionalText('ram:Content', doc.note));
  const transaction = '\n' + doc.lines.map(line).join('\n') + '\n' + agreement(doc) + element('ram:ApplicableHeaderTradeDelivery', '') + settlement(doc) + '\n';
  const body = element('rsm:ExchangedDocumentContext', context) + element('rsm:ExchangedDocument', exchanged) + element('rsm:SupplyChainTradeTransaction', transaction);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element('rsm:CrossIndustryInvoice', body, NAMESPACES)}\n`;
}
