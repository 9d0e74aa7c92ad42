import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { assign, created, everyDay, frueh, setSeverities, world } from './support/fixtures';

const h = Harness.forFile('concurrency');

describe('parallel assignment creation', () => {
  test('when 20 overlapping assignments for one employee are created at once with overlap = Error, then exactly one is saved', async () => {
    await setSeverities(h, { overlap: 'Error' });
    const { facility, order, employee } = await world(h);
    // Twenty different orders with the same shift times (their duties overlap in time): only the
    // employee's lock can serialize these requests.
    const orders = [order];
    while (orders.length < 20) orders.push(await created(h, '/api/orders', { facilityId: facility.id, startDate: '2026-05-01', endDate: '2026-05-31', shiftPattern: everyDay(frueh) }));
    const results = await Promise.all(
      orders.map((o, i) =>
        assign(h, { orderId: o.id, employeeId: employee.id, startDate: `2026-05-${String(4 + (i % 5)).padStart(2, '0')}`, endDate: '2026-05-12', hoursPerDay: 4 }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body.code).toBe('ASSIGNMENT_CONFLICT');
      expect(refused.body.findings.map((f: { code: string }) => f.code)).toContain('DUTY_OVERLAP');
    }
    const list = await h.call(`/api/assignments?employeeId=${employee.id}`);
    expect(list.body.totalCount).toBe(1);
  });

  test('when different employees are assigned to one order at once, then all are saved and the order ends Filled', async () => {
    const { order } = await world(h, { order: { headcount: 5 } });
    const employees = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        h.call('/api/employees', { body: { firstName: `P${i}`, lastName: 'Parallel', entryDate: '2020-01-01', qualifications: ['pflegefachkraft'] } }),
      ),
    );
    const results = await Promise.all(
      employees.map((e) => assign(h, { orderId: order.id, employeeId: e.body.id, startDate: order.startDate, endDate: order.endDate, hoursPerDay: 6 })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await h.call(`/api/orders/${order.id}`)).body.status).toBe('Filled');
  });
});
