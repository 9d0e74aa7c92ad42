/**
 * The invoice document in @e-invoice-eu/core's input form (its "internal format": EN 16931's
 * business terms under UBL element names): the test oracle's input (invoice-rendering.oracle.test.ts),
 * the mapping the renderers used while the library wrote the e-invoices. Amounts are the document's
 * own decimal strings.
 */
import type { Invoice } from '@e-invoice-eu/core';
import type { InvoiceDocument, InvoiceDocumentLine, InvoiceParty } from '../../src/invoice-documents/invoice-document';

type Ubl = Invoice['ubl:Invoice'];
type Money = { currencyID: 'EUR' };
const EUR: Money['currencyID'] = 'EUR';
const vatScheme = { 'cbc:ID': 'VAT' } as const;

function address(party: InvoiceParty) {
  return {
    ...(party.street ? { 'cbc:StreetName': party.street } : {}),
    ...(party.city ? { 'cbc:CityName': party.city } : {}),
    ...(party.postalCode ? { 'cbc:PostalZone': party.postalCode } : {}),
    'cac:Country': { 'cbc:IdentificationCode': party.countryCode as 'DE' },
  };
}

function contact(party: InvoiceParty) {
  const fields = {
    ...(party.contactName ? { 'cbc:Name': party.contactName } : {}),
    ...(party.phone ? { 'cbc:Telephone': party.phone } : {}),
    ...(party.email ? { 'cbc:ElectronicMail': party.email } : {}),
  };
  return Object.keys(fields).length > 0 ? { 'cac:Contact': fields } : {};
}

const endpoint = (party: InvoiceParty) => (party.email ? { 'cbc:EndpointID': party.email, 'cbc:EndpointID@schemeID': 'EM' as const } : {});

function seller(doc: InvoiceDocument): Ubl['cac:AccountingSupplierParty'] {
  const taxSchemes = [
    ...(doc.seller.vatId ? [{ 'cbc:CompanyID': doc.seller.vatId, 'cac:TaxScheme': vatScheme }] : []),
    ...(doc.seller.taxNumber ? [{ 'cbc:CompanyID': doc.seller.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }] : []),
  ] as NonNullable<Ubl['cac:AccountingSupplierParty']['cac:Party']['cac:PartyTaxScheme']>;
  return {
    'cac:Party': {
      ...endpoint(doc.seller),
      'cac:PostalAddress': address(doc.seller),
      ...(taxSchemes.length > 0 ? { 'cac:PartyTaxScheme': taxSchemes } : {}),
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': doc.seller.name },
      ...contact(doc.seller),
    },
  };
}

function buyer(doc: InvoiceDocument): Ubl['cac:AccountingCustomerParty'] {
  return {
    'cac:Party': {
      ...endpoint(doc.buyer),
      'cac:PostalAddress': address(doc.buyer),
      ...(doc.buyer.vatId ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': doc.buyer.vatId, 'cac:TaxScheme': vatScheme } } : {}),
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': doc.buyer.name },
      ...contact(doc.buyer),
    },
  };
}

const taxCategory = (percent: string) => ({ 'cbc:ID': 'S' as const, 'cbc:Percent': percent, 'cac:TaxScheme': vatScheme });

function line(l: InvoiceDocumentLine): Ubl['cac:InvoiceLine'][number] {
  return {
    'cbc:ID': l.id,
    'cbc:InvoicedQuantity': l.quantity,
    'cbc:InvoicedQuantity@unitCode': l.unitCode,
    'cbc:LineExtensionAmount': l.netAmount,
    'cbc:LineExtensionAmount@currencyID': EUR,
    'cac:Item': {
      ...(l.description ? { 'cbc:Description': l.description } : {}),
      'cbc:Name': l.name,
      'cac:ClassifiedTaxCategory': taxCategory(l.vatPercent),
    },
    'cac:Price': { 'cbc:PriceAmount': l.unitPrice, 'cbc:PriceAmount@currencyID': EUR },
  } as Ubl['cac:InvoiceLine'][number];
}

export function eInvoiceData(doc: InvoiceDocument): Invoice {
  const { totals } = doc;
  const ubl = {
    'cbc:ID': doc.number,
    'cbc:IssueDate': doc.issueDate,
    ...(doc.dueDate ? { 'cbc:DueDate': doc.dueDate } : {}),
    'cbc:InvoiceTypeCode': doc.typeCode,
    ...(doc.note ? { 'cbc:Note': [doc.note] } : {}),
    'cbc:DocumentCurrencyCode': doc.currency,
    'cbc:BuyerReference': doc.buyerReference,
    'cac:InvoicePeriod': { 'cbc:StartDate': doc.periodStart, 'cbc:EndDate': doc.periodEnd },
    ...(doc.precedingInvoice
      ? { 'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': doc.precedingInvoice.number, 'cbc:IssueDate': doc.precedingInvoice.issueDate } }] }
      : {}),
    'cac:AccountingSupplierParty': seller(doc),
    'cac:AccountingCustomerParty': buyer(doc),
    'cac:PaymentMeans': [
      {
        'cbc:PaymentMeansCode': '58',
        'cbc:PaymentID': doc.number,
        'cac:PayeeFinancialAccount': {
          'cbc:ID': doc.seller.iban,
          ...(doc.seller.accountName ? { 'cbc:Name': doc.seller.accountName } : {}),
          ...(doc.seller.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': doc.seller.bic } } : {}),
        },
      },
    ],
    ...(doc.paymentTerms ? { 'cac:PaymentTerms': { 'cbc:Note': doc.paymentTerms } } : {}),
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': totals.vat,
        'cbc:TaxAmount@currencyID': EUR,
        'cac:TaxSubtotal': [
          { 'cbc:TaxableAmount': totals.net, 'cbc:TaxableAmount@currencyID': EUR, 'cbc:TaxAmount': totals.vat, 'cbc:TaxAmount@currencyID': EUR, 'cac:TaxCategory': taxCategory(totals.vatPercent) },
        ],
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': totals.net,
      'cbc:LineExtensionAmount@currencyID': EUR,
      'cbc:TaxExclusiveAmount': totals.net,
      'cbc:TaxExclusiveAmount@currencyID': EUR,
      'cbc:TaxInclusiveAmount': totals.gross,
      'cbc:TaxInclusiveAmount@currencyID': EUR,
      'cbc:PayableAmount': totals.gross,
      'cbc:PayableAmount@currencyID': EUR,
    },
    'cac:InvoiceLine': doc.lines.map(line),
  };
  return { 'ubl:Invoice': ubl as unknown as Ubl };
}
