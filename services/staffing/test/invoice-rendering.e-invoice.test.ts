/**
 * The EN 16931 e-invoices of an invoice document (docs/billing.md, "E-invoices"): XRechnung UBL and
 * CII and the Factur-X XML carry the document's business terms; the totals equal the lines to the
 * cent (our rule subset, en16931-rules.ts); the CII is valid against the Factur-X EN 16931 XSD.
 */
import { XMLValidator } from 'fast-xml-parser';
import { renderFacturX, renderXRechnung } from '../src/invoice-rendering';
import { ciiSchemaErrors } from './support/cii-schema';
import { ciiTerms, ublTerms, type Terms } from './support/e-invoice-terms';
import { brokenRules } from './support/en16931-rules';
import { embeddedFiles, xmpMetadata } from './support/pdf-reading';
import { sampleCancellation, sampleInvoiceDocument, sampleLines } from './support/sample-invoice-document';

const invoice = sampleInvoiceDocument({}, sampleLines(4, 3));
const cancellation = sampleCancellation();

function expectTermsOf(terms: Terms, doc: typeof invoice) {
  expect(terms).toMatchObject({ bt1: doc.number, bt2: doc.issueDate, bt3: doc.typeCode, bt5: 'EUR', bt10: doc.buyerReference, bt84: doc.seller.iban });
  expect({ bt106: terms.bt106, bt109: terms.bt109, bt110: terms.bt110, bt112: terms.bt112, bt115: terms.bt115 }).toEqual({
    bt106: doc.totals.net, bt109: doc.totals.net, bt110: doc.totals.vat, bt112: doc.totals.gross, bt115: doc.totals.gross,
  });
  expect(terms.vat).toEqual([{ bt116: doc.totals.net, bt117: doc.totals.vat, bt118: 'S', bt119: '19' }]);
  expect(terms.lines.map((l) => [l.bt126, l.bt131, l.bt146, l.bt130])).toEqual(doc.lines.map((l) => [l.id, l.netAmount, l.unitPrice, 'HUR']));
  expect(terms.lines.map((l) => Number(l.bt129))).toEqual(doc.lines.map((l) => Number(l.quantity)));
}

describe.each([
  ['UBL', (xml: string) => ublTerms(xml), 'ubl' as const],
  ['CII', (xml: string) => ciiTerms(xml), 'cii' as const],
])('XRechnung %s', (_name, read, syntax) => {
  it('carries number, date, type, buyer reference and totals equal to the lines to the cent', async () => {
    const terms = read(await renderXRechnung(invoice, syntax));
    expectTermsOf(terms, invoice);
    expect(terms.bt24).toBe('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(terms.bt25).toBeNull();
    expect(brokenRules(terms, { xrechnung: true })).toEqual([]);
  });

  it('a cancellation is type 384 with negative lines and names the invoice it cancels (BT-25, BT-26)', async () => {
    const terms = read(await renderXRechnung(cancellation, syntax));
    expectTermsOf(terms, cancellation);
    expect(Number(terms.bt115)).toBeLessThan(0);
    expect([terms.bt25, terms.bt26]).toEqual(['RE-2026-00042', '2026-11-02']);
    expect(brokenRules(terms, { xrechnung: true })).toEqual([]);
  });

  it('the rule checks fail on a total one cent off the lines (BR-CO-10, BR-CO-15)', async () => {
    const off = { ...invoice, totals: { ...invoice.totals, net: (Number(invoice.totals.net) + 0.01).toFixed(2) } };
    expect(brokenRules(read(await renderXRechnung(off, syntax)), { xrechnung: true })).toEqual(expect.arrayContaining(['BR-CO-10 (BT-106 = Σ BT-131)', 'BR-CO-15 (BT-112 = BT-109 + BT-110)']));
  });
});

describe('the input check before writing (e-invoice-check.ts)', () => {
  it('refuses a document type other than 380 / 384 (UNTDID 1001, the codes we issue)', async () => {
    await expect(renderXRechnung({ ...invoice, typeCode: '999' as never }, 'ubl')).rejects.toThrow(/InvoiceTypeCode/);
    await expect(renderFacturX({ ...invoice, typeCode: '381' as never })).rejects.toThrow(/InvoiceTypeCode/);
  });

  it('refuses an XRechnung without the buyer’s electronic address, naming it; Factur-X needs none', async () => {
    const noEmail = { ...invoice, buyer: { ...invoice.buyer, email: null } };
    await expect(renderXRechnung(noEmail, 'cii')).rejects.toThrow(/buyer\.email is required by XRechnung/);
    expect((await embeddedFiles(await renderFacturX(noEmail))).has('factur-x.xml')).toBe(true);
  });

  it('takes a unit price with up to four decimals (a 25 % surcharge on 41.50 is 10.375, BT-146); refuses more, or a negative one', async () => {
    const night = { ...invoice.lines[0], id: '1', quantity: '6.50', unitPrice: '10.375', netAmount: '67.44' };
    const surcharged = sampleInvoiceDocument({}, [night]);
    const ubl = ublTerms(await renderXRechnung(surcharged, 'ubl'));
    expect(ubl.lines.map((l) => [l.bt146, l.bt131])).toEqual([['10.375', '67.44']]);
    expect(brokenRules(ubl, { xrechnung: true })).toEqual([]);
    expect(ciiTerms((await embeddedFiles(await renderFacturX(surcharged))).get('factur-x.xml')?.content ?? '').lines[0].bt146).toBe('10.375');
    for (const unitPrice of ['10.37501', '-10.375'])
      await expect(renderXRechnung(sampleInvoiceDocument({}, [{ ...night, unitPrice }]), 'cii')).rejects.toThrow(/line 1: .*price/);
  });
});

describe('text is escaped: names with &, <, > and quotes come back as written', () => {
  const odd = sampleInvoiceDocument({
    note: 'Storno: "falsche" Stunden <korrigiert> & erneut ]]>',
    seller: { ...invoice.seller, name: 'Pflege & Partner <Süd> "GmbH"', accountName: "O'Brien & Co" },
    buyer: { ...invoice.buyer, name: "Haus \"Sonne\" & Mond's <gGmbH>" },
  }, sampleLines(1, 2).map((l) => ({ ...l, name: `${l.name} <b>&amp;</b> 'x'` })));
  const expectNames = (terms: Terms) => {
    expect([terms.bt27, terms.bt44, terms.bt22]).toEqual([odd.seller.name, odd.buyer.name, odd.note]);
    expect(terms.lines.map((l) => l.bt153)).toEqual(odd.lines.map((l) => l.name));
  };

  it('in XRechnung UBL and CII (the CII schema-valid)', async () => {
    expectNames(ublTerms(await renderXRechnung(odd, 'ubl')));
    const cii = await renderXRechnung(odd, 'cii');
    expectNames(ciiTerms(cii));
    expect(await ciiSchemaErrors(cii)).toEqual([]);
  });

  it('in Factur-X: the embedded CII schema-valid, the XMP metadata well-formed XML', async () => {
    const pdf = await renderFacturX(odd);
    const xml = (await embeddedFiles(pdf)).get('factur-x.xml')?.content ?? '';
    expectNames(ciiTerms(xml));
    expect(await ciiSchemaErrors(xml)).toEqual([]);
    expect(XMLValidator.validate(await xmpMetadata(pdf))).toBe(true);
  });
});

describe('CII against the Factur-X 1.07.3 EN 16931 XSD', () => {
  it('the XRechnung CII of an invoice and of a cancellation are schema-valid', async () => {
    expect(await ciiSchemaErrors(await renderXRechnung(invoice, 'cii'))).toEqual([]);
    expect(await ciiSchemaErrors(await renderXRechnung(cancellation, 'cii'))).toEqual([]);
  });

  it('the schema check fails on an element out of place', async () => {
    const xml = (await renderXRechnung(invoice, 'cii')).replace('<ram:BuyerReference>', '<ram:Unknown>x</ram:Unknown><ram:BuyerReference>');
    expect((await ciiSchemaErrors(xml)).join('\n')).toMatch(/Unknown/);
  });
});

describe('Factur-X (ZUGFeRD) EN 16931 profile', () => {
  it('embeds the CII XML as factur-x.xml (Alternative), with the document’s terms and valid against the XSD', async () => {
    const files = await embeddedFiles(await renderFacturX(cancellation));
    const embedded = files.get('factur-x.xml');
    expect(embedded).toMatchObject({ relationship: 'Alternative', subtype: 'text/xml' });
    const terms = ciiTerms(embedded?.content ?? '');
    expectTermsOf(terms, cancellation);
    expect(terms.bt24).toBe('urn:cen.eu:en16931:2017');
    expect(terms.bt25).toBe('RE-2026-00042');
    expect(brokenRules(terms, { xrechnung: false })).toEqual([]);
    expect(await ciiSchemaErrors(embedded?.content ?? '')).toEqual([]);
  });
});
