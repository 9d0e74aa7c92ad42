import { beforeAll, describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { Harness } from './support/harness';
import { eventsFor } from './support/fixtures';
import { draft, expectSums, invoiceStep, invoiceWorld } from './support/invoices';
import { put, actual, step } from './support/timesheets';

const h = Harness.forFile('invoices_api');
const may = { periodStart: '2026-05-01', periodEnd: '2026-05-31' };

describe('drafting an invoice from confirmed timesheets', () => {
  let world: Awaited<ReturnType<typeof invoiceWorld>>;
  let invoice: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  beforeAll(async () => {
    world = await invoiceWorld(h);
  });

  test('a line per employee and kind: 40 h × 40 €, 5 days × 25 € travel, 5 days × 6 € meal; net, 19 % VAT, gross; to the cent', async () => {
    const res = await draft(h, { facilityId: world.facility.id, ...may });
    expect(res.status).toBe(200);
    invoice = res.body;
    expect(invoice).toMatchObject({ state: 'draft', number: null, typeCode: '380', buyerName: 'Haus Sonnenschein', net: '1755.00', vatPercent: '19.00', vat: '333.45', gross: '2088.45' });
    expect(invoice.lines.map((l: Record<string, string>) => [l.kind, l.quantity, l.unitCode, l.unitPrice, l.netAmount])).toEqual([
      ['regular', '40.00', 'HUR', '40.00', '1600.00'],
      ['travel', '5.00', 'DAY', '25.00', '125.00'],
      ['meal', '5.00', 'DAY', '6.00', '30.00'],
    ]);
    expect(invoice.lines[0].name).toBe('Müller 1, Anna – Arbeitsstunden');
    expect(invoice.lines[0].description).toBe('04.05.2026–08.05.2026, 5 Arbeitstage');
    expect(invoice.timesheetIds).toEqual(world.assigned[0].sheetIds);
    const sums = expectSums(invoice as never);
    expect([sums.sum, sums.vat, sums.gross]).toEqual([sums.net, sums.expectedVat, sums.netPlusVat]);
    const events = await eventsFor(h, invoice.id);
    expect(events.map((e: { type: string }) => e.type)).toEqual(['staffing.invoice.created']);
    expect(events[0].data).toMatchObject({ state: 'draft', net: '1755.00' });
  });

  test('invoicing the same timesheets again → 409 TIMESHEETS_ALREADY_INVOICED naming them and the invoice; nothing saved', async () => {
    const res = await draft(h, { facilityId: world.facility.id, ...may });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'TIMESHEETS_ALREADY_INVOICED', timesheetIds: world.assigned[0].sheetIds, invoiceIds: [invoice.id], errors: { periodStart: expect.any(Array) } });
    const list = await h.call(`/api/invoices?facilityId=${world.facility.id}`);
    expect(list.body.items.map((i: { id: string }) => i.id)).toEqual([invoice.id]);
  });

  test('a period with nothing confirmed → 409 NOTHING_TO_INVOICE; an unknown facility → 404; facility and client both or neither → 400', async () => {
    expect((await draft(h, { facilityId: world.facility.id, periodStart: '2026-06-01', periodEnd: '2026-06-30' })).body).toMatchObject({ status: 409, code: 'NOTHING_TO_INVOICE' });
    expect((await draft(h, { facilityId: uuidv7(), ...may })).body).toMatchObject({ status: 404, code: 'FACILITY_NOT_FOUND', errors: { facilityId: expect.any(Array) } });
    expect((await draft(h, { clientId: uuidv7(), ...may })).body).toMatchObject({ status: 404, code: 'CLIENT_NOT_FOUND' });
    expect((await draft(h, { facilityId: world.facility.id, clientId: uuidv7(), ...may })).body).toMatchObject({ status: 400, errors: { facilityId: expect.any(Array) } });
    expect((await draft(h, { facilityId: world.facility.id, periodStart: '2026-05-31', periodEnd: '2026-05-01' })).body).toMatchObject({ status: 400, errors: { periodEnd: expect.any(Array) } });
    expect((await draft(h, { facilityId: world.facility.id, ...may, extra: 1 })).status).toBe(400);
  });

  test('unconfirmed timesheets are not invoiced; a period boundary splits a week by the duty’s date', async () => {
    const w = await invoiceWorld(h, { weeks: [] });
    expect((await draft(h, { facilityId: w.facility.id, ...may })).body.code).toBe('NOTHING_TO_INVOICE');
    const partial = await invoiceWorld(h);
    const first = await draft(h, { facilityId: partial.facility.id, periodStart: '2026-05-01', periodEnd: '2026-05-05' });
    expect(first.body.lines[0]).toMatchObject({ kind: 'regular', quantity: '16.00' });
    const rest = await draft(h, { facilityId: partial.facility.id, periodStart: '2026-05-06', periodEnd: '2026-05-31' });
    expect(rest.body.lines[0]).toMatchObject({ kind: 'regular', quantity: '24.00' });
    expect(rest.body.timesheetIds).toEqual(first.body.timesheetIds);
  });

  test('actual times count: 06:00–14:50 with 30 min break is 8 h 20 min = 8.3333 h; the amount is quantity × price half-up', async () => {
    const w = await invoiceWorld(h, { weeks: [] });
    const sheet = (await h.call(`/api/timesheets?week=2026-W19&employeeId=${w.assigned[0].employee.id}`)).body.items[0];
    expect((await put(h, sheet.id, [actual('2026-05-04', '2026-05-04T06:00', '2026-05-04T14:50', 30)])).status).toBe(200);
    for (const name of ['submit', 'confirm'] as const) expect((await step(h, sheet.id, name)).status).toBe(200);
    const res = await draft(h, { facilityId: w.facility.id, ...may });
    // 40 h 20 min = 40.3333 h × 40.00 = 1613.332 → 1613.33
    expect(res.body.lines[0]).toMatchObject({ quantity: '40.3333', netAmount: '1613.33' });
    const sums = expectSums(res.body);
    expect([sums.sum, sums.vat, sums.gross]).toEqual([sums.net, sums.expectedVat, sums.netPlusVat]);
  });

  test('a facility without a billing rate → 409 BILLING_RATE_MISSING naming it; per km without a distance → 409 DISTANCE_MISSING naming the employee', async () => {
    const noRate = await invoiceWorld(h, { facility: { billingRate: null } });
    expect((await draft(h, { facilityId: noRate.facility.id, ...may })).body).toMatchObject({ status: 409, code: 'BILLING_RATE_MISSING', facilityIds: [noRate.facility.id], errors: { billingRate: expect.any(Array) } });
    const perKm = await invoiceWorld(h, { facility: { travelCostMode: 'ProKilometer', travelCostPerKm: 0.3 } });
    expect((await draft(h, { facilityId: perKm.facility.id, ...may })).body).toMatchObject({ status: 409, code: 'DISTANCE_MISSING', employeeIds: [perKm.assigned[0].employee.id] });
    const km = await h.call('/api/employee-distances', { body: { employeeId: perKm.assigned[0].employee.id, facilityId: perKm.facility.id, km: 12.3 } });
    expect(km.status).toBe(200);
    const res = await draft(h, { facilityId: perKm.facility.id, ...may });
    // 12.3 km × 2 × 0.30 €/km = 7.38 € a day, 5 days
    expect(res.body.lines.find((l: { kind: string }) => l.kind === 'travel')).toMatchObject({ quantity: '5.00', unitPrice: '7.38', netAmount: '36.90' });
  });

  test('a draft is recalculated (If-Match) and deleted; deleting releases its timesheets', async () => {
    const w = await invoiceWorld(h);
    const first = await draft(h, { facilityId: w.facility.id, ...may });
    const again = await invoiceStep(h, first.body.id, 'recalculate', undefined, { 'if-match': `"${first.body.version}"` });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ version: first.body.version + 1, net: first.body.net });
    expect((await invoiceStep(h, first.body.id, 'recalculate', undefined, { 'if-match': `"${first.body.version}"` })).status).toBe(412);
    expect((await h.call(`/api/invoices/${first.body.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await h.call(`/api/invoices/${first.body.id}`)).status).toBe(404);
    expect((await eventsFor(h, first.body.id)).map((e: { type: string }) => e.type)).toEqual(['staffing.invoice.created', 'staffing.invoice.updated', 'staffing.invoice.deleted']);
    expect((await draft(h, { facilityId: w.facility.id, ...may })).status).toBe(200);
  });
});
