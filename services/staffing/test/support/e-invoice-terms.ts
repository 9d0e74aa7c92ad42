/**
 * The EN 16931 business terms the tests check, read from an XRechnung / Factur-X XML (UBL 2.1 or
 * UN/CEFACT CII) into one shape, so that one set of rule checks reads both syntaxes.
 */
import { XMLParser } from 'fast-xml-parser';

export interface Terms {
  bt1: string;
  bt2: string;
  bt3: string;
  bt5: string;
  bt10: string;
  bt22: string | null;
  bt27: string;
  bt44: string;
  bt25: string | null;
  bt26: string | null;
  bt24: string;
  bt34: string | null;
  bt49: string | null;
  sellerContact: { bt41: string | null; bt42: string | null; bt43: string | null };
  bt84: string | null;
  lines: Array<{ bt126: string; bt129: string; bt130: string; bt131: string; bt146: string; bt152: string; bt153: string }>;
  bt106: string;
  bt109: string;
  bt110: string;
  bt112: string;
  bt115: string;
  vat: Array<{ bt116: string; bt117: string; bt118: string; bt119: string }>;
}

type Node = Record<string, unknown>;
const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (name) => ['InvoiceLine', 'IncludedSupplyChainTradeLineItem', 'TaxSubtotal', 'ApplicableTradeTax', 'TaxTotal'].includes(name) });
const text = (v: unknown): string | null => (v === undefined || v === null ? null : typeof v === 'object' ? String((v as Node)['#text'] ?? '') : String(v));
const req = (v: unknown): string => text(v) ?? '';
const ciiDate = (v: unknown) => {
  const s = text((v as Node | undefined)?.DateTimeString);
  return s ? `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}` : null;
};

export function ublTerms(xml: string): Terms {
  const inv = parser.parse(xml).Invoice as Node & Record<string, any>;
  const seller = inv.AccountingSupplierParty.Party;
  const sub = inv.TaxTotal[0].TaxSubtotal ?? [];
  return {
    bt1: req(inv.ID), bt2: req(inv.IssueDate), bt3: req(inv.InvoiceTypeCode), bt5: req(inv.DocumentCurrencyCode), bt10: req(inv.BuyerReference),
    bt22: text(inv.Note), bt27: req(seller.PartyLegalEntity?.RegistrationName), bt44: req(inv.AccountingCustomerParty.Party.PartyLegalEntity?.RegistrationName),
    bt24: req(inv.CustomizationID),
    bt25: text(inv.BillingReference?.InvoiceDocumentReference?.ID), bt26: text(inv.BillingReference?.InvoiceDocumentReference?.IssueDate),
    bt34: text(seller.EndpointID), bt49: text(inv.AccountingCustomerParty.Party.EndpointID),
    sellerContact: { bt41: text(seller.Contact?.Name), bt42: text(seller.Contact?.Telephone), bt43: text(seller.Contact?.ElectronicMail) },
    bt84: text(inv.PaymentMeans?.PayeeFinancialAccount?.ID),
    lines: inv.InvoiceLine.map((l: any) => ({ bt126: req(l.ID), bt129: req(l.InvoicedQuantity), bt130: req(l.InvoicedQuantity?.['@unitCode']), bt131: req(l.LineExtensionAmount), bt146: req(l.Price.PriceAmount), bt152: req(l.Item.ClassifiedTaxCategory.Percent), bt153: req(l.Item.Name) })),
    bt106: req(inv.LegalMonetaryTotal.LineExtensionAmount), bt109: req(inv.LegalMonetaryTotal.TaxExclusiveAmount), bt110: req(inv.TaxTotal[0].TaxAmount),
    bt112: req(inv.LegalMonetaryTotal.TaxInclusiveAmount), bt115: req(inv.LegalMonetaryTotal.PayableAmount),
    vat: sub.map((s: any) => ({ bt116: req(s.TaxableAmount), bt117: req(s.TaxAmount), bt118: req(s.TaxCategory.ID), bt119: req(s.TaxCategory.Percent) })),
  };
}

export function ciiTerms(xml: string): Terms {
  const inv = parser.parse(xml).CrossIndustryInvoice as Record<string, any>;
  const tx = inv.SupplyChainTradeTransaction;
  const agreement = tx.ApplicableHeaderTradeAgreement;
  const settlement = tx.ApplicableHeaderTradeSettlement;
  const sums = settlement.SpecifiedTradeSettlementHeaderMonetarySummation;
  const contact = agreement.SellerTradeParty.DefinedTradeContact;
  return {
    bt1: req(inv.ExchangedDocument.ID), bt2: ciiDate(inv.ExchangedDocument.IssueDateTime) ?? '', bt3: req(inv.ExchangedDocument.TypeCode),
    bt5: req(settlement.InvoiceCurrencyCode), bt10: req(agreement.BuyerReference),
    bt22: text(inv.ExchangedDocument.IncludedNote?.Content), bt27: req(agreement.SellerTradeParty.Name), bt44: req(agreement.BuyerTradeParty.Name),
    bt24: req(inv.ExchangedDocumentContext.GuidelineSpecifiedDocumentContextParameter.ID),
    bt25: text(settlement.InvoiceReferencedDocument?.IssuerAssignedID), bt26: ciiDate(settlement.InvoiceReferencedDocument?.FormattedIssueDateTime),
    bt34: text(agreement.SellerTradeParty.URIUniversalCommunication?.URIID), bt49: text(agreement.BuyerTradeParty.URIUniversalCommunication?.URIID),
    sellerContact: { bt41: text(contact?.PersonName), bt42: text(contact?.TelephoneUniversalCommunication?.CompleteNumber), bt43: text(contact?.EmailURIUniversalCommunication?.URIID) },
    bt84: text(settlement.SpecifiedTradeSettlementPaymentMeans?.PayeePartyCreditorFinancialAccount?.IBANID),
    lines: tx.IncludedSupplyChainTradeLineItem.map((l: any) => ({
      bt126: req(l.AssociatedDocumentLineDocument.LineID), bt129: req(l.SpecifiedLineTradeDelivery.BilledQuantity), bt130: req(l.SpecifiedLineTradeDelivery.BilledQuantity?.['@unitCode']),
      bt131: req(l.SpecifiedLineTradeSettlement.SpecifiedTradeSettlementLineMonetarySummation.LineTotalAmount),
      bt146: req(l.SpecifiedLineTradeAgreement.NetPriceProductTradePrice.ChargeAmount), bt152: req(l.SpecifiedLineTradeSettlement.ApplicableTradeTax[0].RateApplicablePercent), bt153: req(l.SpecifiedTradeProduct.Name),
    })),
    bt106: req(sums.LineTotalAmount), bt109: req(sums.TaxBasisTotalAmount), bt110: req(sums.TaxTotalAmount), bt112: req(sums.GrandTotalAmount), bt115: req(sums.DuePayableAmount),
    vat: settlement.ApplicableTradeTax.map((t: any) => ({ bt116: req(t.BasisAmount), bt117: req(t.CalculatedAmount), bt118: req(t.CategoryCode), bt119: req(t.RateApplicablePercent) })),
  };
}
