import { beforeAll, describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { Harness } from './support/harness';
import { download as downloadFrom, draft, invoiceStep, invoiceWorld, setSeller } from './support/invoices';
import { seedClient } from './support/lending-parties';
import { pdfText } from './support/pdf-reading';

/** The downloads of an issued invoice over real HTTP (docs/billing.md, "Downloads"). */
const h = Harness.forFile('invoices_downloads');
const may = { periodStart: '2026-05-01', periodEnd: '2026-05-31' };

const download = (path: string, token?: string) => downloadFrom(h, path, token);
/** The facility's contact, replicated from its event: the buyer's e-mail is XRechnung's BT-49. */
const contact = { email: 'verwaltung@sonnenschein.example', phone: '030 555 0101', contactPerson: 'Frau Berg' };
const json = (res: { body: Buffer }) => JSON.parse(res.body.toString('utf8'));

describe('downloads of an issued invoice: PDF, XRechnung (UBL, CII), ZUGFeRD', () => {
  let issued: { id: string; number: string; gross: string };
  let storno: { id: string; number: string };
  let draftId: string;
  beforeAll(async () => {
    const w = await invoiceWorld(h, { facility: contact });
    await setSeller(h);
    issued = (await invoiceStep(h, (await draft(h, { facilityId: w.facility.id, ...may })).body.id, 'issue')).body;
    storno = (await invoiceStep(h, issued.id, 'cancel', { reason: 'Falscher Zeitraum' })).body;
    draftId = (await draft(h, { facilityId: w.facility.id, ...may })).body.id;
  });

  test('the PDF: %PDF-, a download named by the number, the number and gross amount printed', async () => {
    const res = await download(`/api/invoices/${issued.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="rechnung-${issued.number}.pdf"; filename*=UTF-8''rechnung-${issued.number}.pdf`);
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(res.body)).replace(/\s+/g, ' ');
    expect(text).toContain(issued.number);
    expect(text).toContain('2.088,45');
  });

  test.each(['ubl', 'cii'])('XRechnung %s: XML with the number, the buyer reference and the total', async (syntax) => {
    const res = await download(`/api/invoices/${issued.id}/xrechnung?syntax=${syntax}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(`filename="rechnung-${issued.number}-xrechnung-${syntax}.xml"`);
    const xml = res.body.toString('utf8');
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toContain(`>${issued.number}<`);
    expect(xml).toContain('>Haus Sonnenschein<');
    expect(xml).toContain(`>${contact.email}<`);
    expect(xml).toContain('>2088.45<');
  });

  test('XRechnung defaults to UBL; an unknown syntax or parameter → 400 naming it', async () => {
    const ubl = await download(`/api/invoices/${issued.id}/xrechnung`);
    expect(ubl.body.toString('utf8')).toContain('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    expect(json(await download(`/api/invoices/${issued.id}/xrechnung?syntax=xml`))).toMatchObject({ status: 400, errors: { 'query.syntax': expect.any(Array) } });
    expect((await download(`/api/invoices/${issued.id}/xrechnung?format=ubl`)).status).toBe(400);
  });

  test('ZUGFeRD: a PDF with factur-x.xml embedded; the cancellation downloads as a Stornorechnung', async () => {
    const res = await download(`/api/invoices/${issued.id}/zugferd`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`filename="rechnung-${issued.number}-zugferd.pdf"`);
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.body.includes('factur-x.xml')).toBe(true);
    const cancellation = await download(`/api/invoices/${storno.id}/pdf`);
    expect(cancellation.status).toBe(200);
    expect(cancellation.headers.get('content-disposition')).toContain(`filename="stornorechnung-${storno.number}.pdf"`);
    expect((await pdfText(cancellation.body)).replace(/\s+/g, ' ')).toContain(issued.number);
    // The cancelled original keeps its downloads.
    expect((await download(`/api/invoices/${issued.id}/xrechnung?syntax=cii`)).status).toBe(200);
  });

  test('a draft → 409 INVOICE_NOT_ISSUED; an unknown id → 404; without the invoices read permission → 403', async () => {
    for (const path of ['pdf', 'xrechnung?syntax=cii', 'zugferd']) {
      const res = await download(`/api/invoices/${draftId}/${path}`);
      expect(res.status).toBe(409);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(json(res)).toMatchObject({ code: 'INVOICE_NOT_ISSUED', state: 'draft' });
      expect((await download(`/api/invoices/${uuidv7()}/${path}`)).status).toBe(404);
      expect((await download(`/api/invoices/${issued.id}/${path}`, await h.token({ timesheets: { read: 'All' } }))).status).toBe(403);
    }
  });

  test('XRechnung of an invoice whose buyer had no e-mail when issued → 409 E_INVOICE_DATA_MISSING naming it; PDF and ZUGFeRD still work', async () => {
    const w = await invoiceWorld(h);
    const noEmail = (await invoiceStep(h, (await draft(h, { facilityId: w.facility.id, ...may })).body.id, 'issue')).body;
    for (const syntax of ['ubl', 'cii']) {
      const res = await download(`/api/invoices/${noEmail.id}/xrechnung?syntax=${syntax}`);
      expect(res.status).toBe(409);
      expect(json(res)).toMatchObject({ code: 'E_INVOICE_DATA_MISSING', errors: { 'buyer.email': expect.any(Array) } });
      expect(Object.keys(json(res).errors)).toEqual(['buyer.email']);
    }
    expect((await download(`/api/invoices/${noEmail.id}/pdf`)).status).toBe(200);
    expect((await download(`/api/invoices/${noEmail.id}/zugferd`)).status).toBe(200);
  });
});

describe('the buyer of an e-invoice: a client with its address and contact; the Käuferreferenz (BT-10)', () => {
  const client = {
    name: 'Stadt Musterhausen', legalForm: null, street: 'Rathausplatz 1', postalCode: '12345', city: 'Musterhausen',
    email: 'rechnungseingang@musterhausen.example', phone: '0123 4567', contactPerson: 'Herr Amt', buyerReference: '991-12345-67',
  };

  test('a client’s invoice names the client’s address, e-mail (BT-49) and Leitweg-ID (BT-10) in UBL and CII', async () => {
    const { id: clientId } = await seedClient(h, client);
    await invoiceWorld(h, { facility: { name: 'Städtisches Pflegeheim', clientId } });
    const issued = (await invoiceStep(h, (await draft(h, { clientId, ...may })).body.id, 'issue')).body;
    for (const syntax of ['ubl', 'cii']) {
      const res = await download(`/api/invoices/${issued.id}/xrechnung?syntax=${syntax}`);
      expect(res.status).toBe(200);
      const xml = res.body.toString('utf8');
      for (const value of [client.name, client.street, client.postalCode, client.city, client.email, client.buyerReference]) expect(xml).toContain(`>${value}<`);
      expect(xml).toContain(syntax === 'ubl' ? '<cbc:BuyerReference>991-12345-67<' : '<ram:BuyerReference>991-12345-67<');
    }
  });

  test('a facility’s Käuferreferenz is BT-10; without one BT-10 is the buyer’s name', async () => {
    const withReference = await invoiceWorld(h, { facility: { ...contact, name: 'Kreisklinik', buyerReference: '05-ABC-42' } });
    const a = (await invoiceStep(h, (await draft(h, { facilityId: withReference.facility.id, ...may })).body.id, 'issue')).body;
    expect((await download(`/api/invoices/${a.id}/xrechnung?syntax=ubl`)).body.toString('utf8')).toContain('<cbc:BuyerReference>05-ABC-42<');
    const without = await invoiceWorld(h, { facility: { ...contact, name: 'Haus am See' } });
    const b = (await invoiceStep(h, (await draft(h, { facilityId: without.facility.id, ...may })).body.id, 'issue')).body;
    expect((await download(`/api/invoices/${b.id}/xrechnung?syntax=ubl`)).body.toString('utf8')).toContain('<cbc:BuyerReference>Haus am See<');
  });
});
