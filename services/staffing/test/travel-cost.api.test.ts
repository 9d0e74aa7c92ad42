import { describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { eventually } from '@cs/service-kit/testing/index';
import { Harness } from './support/harness';
import { anna, assign, created, frueh, publishContract, seedFacility } from './support/fixtures';

const h = Harness.forFile('travel_cost');

/** Mon–Fri Frühdienst, weekends off: working days are the days with a duty. */
const monToFri = { weekdays: { mon: frueh, tue: frueh, wed: frueh, thu: frueh, fri: frueh } };

/** An assignment Mon 2026-05-04 – Sun 2026-05-17 (two weeks: 10 days with a duty) at a facility with these conditions. */
async function assignmentAt(conditions: Record<string, unknown>, km?: number) {
  const facility = await seedFacility(h, conditions);
  await publishContract(h, 'created', { facilityId: facility.id });
  const order = await created(h, '/api/orders', { facilityId: facility.id, startDate: '2026-05-01', endDate: '2026-05-31', shiftPattern: monToFri });
  const employee = await created(h, '/api/employees', anna);
  if (km !== undefined) await created(h, '/api/employee-distances', { employeeId: employee.id, facilityId: facility.id, km });
  const res = await assign(h, { orderId: order.id, employeeId: employee.id, startDate: '2026-05-04', endDate: '2026-05-17' });
  if (res.status !== 200) throw new Error(`assignment → ${res.status}: ${res.text}`);
  return { facility, employee, assignment: res.body };
}

const travelCost = (id: string, token?: string) => h.call(`/api/assignments/${id}/travel-cost`, token ? { token } : {});

describe('travel cost of an assignment', () => {
  test('when the facility charges a flat rate (Pauschale), then rate × working days', async () => {
    const { facility, assignment } = await assignmentAt({ travelCostMode: 'Pauschale', travelCostRate: 18.5 });
    const res = await travelCost(assignment.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      assignmentId: assignment.id,
      facilityId: facility.id,
      mode: 'Pauschale',
      workingDays: 10,
      amount: 185,
      currency: 'EUR',
      breakdown: { ratePerDay: 18.5, km: null, perKm: null, tripsPerDay: null, perDay: 18.5, formula: '18.50 EUR × 10 working day(s)' },
      findings: [],
    });
  });

  test('when the facility charges per km, then km × rate × 2 (there and back) × working days', async () => {
    const { assignment } = await assignmentAt({ travelCostMode: 'ProKilometer', travelCostRate: null, travelCostPerKm: 0.3 }, 12.5);
    const res = await travelCost(assignment.id);
    expect(res.body).toMatchObject({ mode: 'ProKilometer', workingDays: 10, amount: 75, findings: [] });
    expect(res.body.breakdown).toMatchObject({ km: 12.5, perKm: 0.3, tripsPerDay: 2, perDay: 7.5 });
  });

  test('when a per-km facility has no distance recorded for the employee, then DISTANCE_MISSING and no amount — never 0', async () => {
    const { assignment } = await assignmentAt({ travelCostMode: 'ProKilometer', travelCostPerKm: 0.3 });
    const res = await travelCost(assignment.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mode: 'ProKilometer', amount: null, findings: [{ code: 'DISTANCE_MISSING', message: expect.any(String) }] });
  });

  test('when a flat-rate facility has no rate, then TRAVEL_RATE_MISSING and no amount', async () => {
    const { assignment } = await assignmentAt({ travelCostMode: 'Pauschale', travelCostRate: null }, 5);
    const res = await travelCost(assignment.id);
    expect(res.body).toMatchObject({ mode: 'Pauschale', amount: null, findings: [{ code: 'TRAVEL_RATE_MISSING' }] });
  });

  test('when the facility changes its conditions, then the next calculation uses them', async () => {
    const { facility, assignment } = await assignmentAt({ travelCostMode: 'Pauschale', travelCostRate: 10 }, 20);
    expect((await travelCost(assignment.id)).body.amount).toBe(100);
    await h.publish('facilities.facility.updated', { type: 'facility', id: facility.id }, { ...facility, travelCostMode: 'ProKilometer', travelCostPerKm: 0.25, version: 2 });
    const res = await eventually(async () => {
      const r = await travelCost(assignment.id);
      return r.body.mode === 'ProKilometer' ? r : null;
    });
    expect(res.body.amount).toBe(100); // 20 km × 0.25 × 2 = 10 € a day
  });

  test('when the assignment does not exist, then 404', async () => {
    expect((await travelCost(uuidv7())).status).toBe(404);
  });

  test('with Own scope, then only the caller’s own assignments: someone else’s answers 404', async () => {
    const mine = await assignmentAt({ travelCostMode: 'Pauschale', travelCostRate: 10 });
    const other = await assignmentAt({ travelCostMode: 'Pauschale', travelCostRate: 10 });
    const token = await h.token({ assignments: { read: 'Own' } }, mine.employee.id);
    expect((await travelCost(mine.assignment.id, token)).status).toBe(200);
    expect((await travelCost(other.assignment.id, token)).status).toBe(404);
    expect((await travelCost(mine.assignment.id, await h.token({ distances: { read: 'All' } }))).status).toBe(403);
  });
});
