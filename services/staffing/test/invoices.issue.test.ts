import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { eventsFor } from './support/fixtures';
import { draft, expectSums, invoiceStep, invoiceWorld, seller, setSeller } from './support/invoices';

const h = Harness.forFile('invoices_issue');
const may = { periodStart: '2026-05-01', periodEnd: '2026-05-31' };
const year = new Date().getFullYear();

describe('seller data', () => {
  test('GET names what issuing still needs; PUT checks formats (IBAN check sum) naming the field; If-Match; audited', async () => {
    const empty = await h.call('/api/settings/invoice-seller');
    expect(empty.body).toMatchObject({ name: null, countryCode: 'DE', vatPercent: 19, paymentTermsDays: 30, missing: ['name', 'street', 'postalCode', 'city', 'iban', 'email', 'phone', 'vatId'] });
    const badIban = await h.call('/api/settings/invoice-seller', { method: 'PUT', body: { ...seller, iban: 'DE89370400440532013001' } });
    expect(badIban.body).toMatchObject({ status: 400, errors: { iban: ['must be an IBAN with a valid check sum'] } });
    const badVatId = await h.call('/api/settings/invoice-seller', { method: 'PUT', body: { ...seller, vatId: 'DE12345678' } });
    expect(badVatId.body).toMatchObject({ status: 400, errors: { vatId: expect.any(Array) } });
    expect((await h.call('/api/settings/invoice-seller')).body.version).toBe(empty.body.version);
    const stale = await h.call('/api/settings/invoice-seller', { method: 'PUT', body: seller, headers: { 'if-match': `"${empty.body.version + 1}"` } });
    expect(stale.status).toBe(412);
  });
});

describe('issuing, immutability and cancellation', () => {
  test('without seller data issuing is refused (409 naming the fields) and takes no number', async () => {
    const w = await invoiceWorld(h);
    const d = await draft(h, { facilityId: w.facility.id, ...may });
    const refused = await invoiceStep(h, d.body.id, 'issue');
    expect(refused.body).toMatchObject({ status: 409, code: 'SELLER_DATA_MISSING', errors: { name: expect.any(Array), iban: expect.any(Array), phone: expect.any(Array), vatId: expect.any(Array) } });
    expect((await h.call(`/api/invoices/${d.body.id}`)).body).toMatchObject({ state: 'draft', number: null, version: d.body.version });

    const set = await setSeller(h);
    expect(set).toMatchObject({ missing: [], iban: 'DE89370400440532013000' });
    expect((await eventsFor(h, 'invoice-seller')).map((e: { type: string }) => e.type)).toEqual(['staffing.invoiceSeller.updated']);

    const issued = await invoiceStep(h, d.body.id, 'issue');
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ state: 'issued', number: `${year}-00001`, issued: { by: { name: 'Admin Tester' } }, gross: d.body.gross, timesheetIds: w.assigned[0].sheetIds });
    const due = new Date(`${issued.body.issueDate}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 14);
    expect(issued.body.dueDate).toBe(due.toISOString().slice(0, 10));
  });

  test('an issued invoice is immutable: issue, recalculate, delete → 409 naming the state; its timesheets stay claimed', async () => {
    const w = await invoiceWorld(h);
    const d = await draft(h, { facilityId: w.facility.id, ...may });
    const issued = await invoiceStep(h, d.body.id, 'issue');
    expect(issued.body.number).toBe(`${year}-00002`);
    for (const name of ['issue', 'recalculate'] as const) expect((await invoiceStep(h, d.body.id, name)).body).toMatchObject({ status: 409, code: 'INVOICE_TRANSITION_NOT_ALLOWED', state: 'issued' });
    expect((await h.call(`/api/invoices/${d.body.id}`, { method: 'DELETE' })).body).toMatchObject({ status: 409, code: 'INVOICE_TRANSITION_NOT_ALLOWED' });
    expect((await draft(h, { facilityId: w.facility.id, ...may })).body.code).toBe('TIMESHEETS_ALREADY_INVOICED');
    expect((await h.call(`/api/invoices/${d.body.id}`)).body).toMatchObject({ state: 'issued', version: issued.body.version });
  });

  test('a cancellation invoice (384) negates every line and total, references the original, takes the next number; the timesheets are invoiceable again', async () => {
    const w = await invoiceWorld(h);
    const d = await draft(h, { facilityId: w.facility.id, ...may });
    const original = (await invoiceStep(h, d.body.id, 'issue')).body;
    expect((await invoiceStep(h, original.id, 'cancel', {})).body).toMatchObject({ status: 400, errors: { reason: expect.any(Array) } });
    const storno = await invoiceStep(h, original.id, 'cancel', { reason: 'Falscher Stundensatz' });
    expect(storno.status).toBe(200);
    expect(storno.body).toMatchObject({ typeCode: '384', state: 'issued', number: `${year}-00004`, cancelsInvoiceId: original.id, note: 'Falscher Stundensatz', net: `-${original.net}`, vat: `-${original.vat}`, gross: `-${original.gross}`, dueDate: null });
    expect(storno.body.lines.map((l: { netAmount: string; quantity: string }) => [l.quantity, l.netAmount])).toEqual(original.lines.map((l: { netAmount: string; quantity: string }) => [`-${l.quantity}`, `-${l.netAmount}`]));
    const sums = expectSums(storno.body);
    expect([sums.sum, sums.vat, sums.gross]).toEqual([sums.net, sums.expectedVat, sums.netPlusVat]);
    expect((await h.call(`/api/invoices/${original.id}`)).body).toMatchObject({ state: 'cancelled', cancelledByInvoiceId: storno.body.id, number: original.number, timesheetIds: original.timesheetIds });
    expect((await invoiceStep(h, original.id, 'cancel', { reason: 'nochmal' })).body).toMatchObject({ status: 409, state: 'cancelled' });
    expect((await invoiceStep(h, storno.body.id, 'cancel', { reason: 'nochmal' })).status).toBe(409);
    const redraft = await draft(h, { facilityId: w.facility.id, ...may });
    expect(redraft.status).toBe(200);
    expect(redraft.body.timesheetIds).toEqual(original.timesheetIds);
    const states = (await eventsFor(h, original.id)).map((e: { type: string; changes?: Array<{ field: string; after: unknown }> }) => [e.type, e.changes?.find((c) => c.field === 'state')?.after ?? null]);
    expect(states).toEqual([['staffing.invoice.created', 'draft'], ['staffing.invoice.updated', 'issued'], ['staffing.invoice.updated', 'cancelled']]);
    expect((await eventsFor(h, storno.body.id)).map((e: { type: string }) => e.type)).toEqual(['staffing.invoice.created']);
  });

  test('the list filters by state, facility and year', async () => {
    const issuedThisYear = await h.call(`/api/invoices?state=issued&year=${year}&pageSize=100`);
    expect(issuedThisYear.body.items.map((i: { number: string }) => i.number)).toEqual([`${year}-00004`, `${year}-00002`, `${year}-00001`]);
    expect((await h.call('/api/invoices?state=cancelled')).body.items.map((i: { number: string }) => i.number)).toEqual([`${year}-00003`]);
  });
});
