/**
 * Staffing's guarantees with two processes on one database: the employee's advisory lock, the
 * order's row lock and the invoice number counter's row lock are PostgreSQL's, so they serialise
 * requests whichever process takes them. 20 overlapping creates spread over both → exactly one
 * saved; bulk assigns racing for an order's last place through both → it is filled once; drafts
 * issued at once through both → the numbers 1…n of the year, no gap, no duplicate.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { anna, created, everyDay, frueh, publishContract, seedFacility, setSeverities, world } from '../../services/staffing/test/support/fixtures';
import { day } from '../../services/staffing/test/support/availability';
import { draft, invoiceWorld, setSeller } from '../../services/staffing/test/support/invoices';
import { replicasForFile } from './support/replica-platform';
import { StaffingReplicas } from './support/staffing-replicas';

const platform = replicasForFile('replicas_staffing_locks');
let h: StaffingReplicas;

beforeAll(async () => {
  h = await StaffingReplicas.start(platform, 2);
}, 240_000);

/** Which process answered: each must have taken part in a race for it to say anything. */
const byProcess = (answers: Array<{ process: number; status: number }>, status: number) =>
  [0, 1].map((process) => answers.filter((a) => a.process === process && a.status === status).length);

describe('two staffing processes, one database', () => {
  test('20 overlapping assignment creates for one employee spread over both processes: exactly one is saved', async () => {
    await setSeverities(h, { overlap: 'Error' });
    const { facility, order, employee } = await world(h);
    // Twenty orders with the same shift times: only the employee's lock can serialise these creates.
    const orders = [order];
    while (orders.length < 20) orders.push(await created(h, '/api/orders', { facilityId: facility.id, startDate: '2026-05-01', endDate: '2026-05-31', shiftPattern: everyDay(frueh) }));
    const answers = await Promise.all(
      orders.map(async (o, i) => {
        const body = { orderId: o.id, employeeId: employee.id, startDate: `2026-05-${String(4 + (i % 5)).padStart(2, '0')}`, endDate: '2026-05-12', hoursPerDay: 4 };
        const res = await h.callOn(i % 2, '/api/assignments', { body });
        return { process: i % 2, status: res.status, body: res.body };
      }),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(byProcess(answers, 409).every((n) => n >= 9)).toBe(true);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.findings.map((f: { code: string }) => f.code)).toContain('DUTY_OVERLAP');
    }
    for (const process of [0, 1]) expect((await h.callOn(process, `/api/assignments?employeeId=${employee.id}`)).body.totalCount).toBe(1);
  });

  test("bulk assigns racing for an order's last place through both processes fill it once", async () => {
    const week = { startDate: day(20), endDate: day(24) };
    const facility = await seedFacility(h);
    await publishContract(h, 'created', { facilityId: facility.id });
    const order = await created(h, '/api/orders', { facilityId: facility.id, requiredQualification: 'pflegehelfer', ...week, headcount: 2, shiftPattern: everyDay(frueh) });
    const person = (firstName: string) => created(h, '/api/employees', { ...anna, firstName, qualifications: ['pflegehelfer'] });
    const first = await h.call(`/api/orders/${order.id}/assignments`, { body: { employeeIds: [(await person('Erik')).id], ...week } });
    expect(first.body.results[0].outcome).toBe('saved');
    const contenders = await Promise.all(['Finn', 'Gina', 'Hugo', 'Ida', 'Jan', 'Kai'].map(person));
    const answers = await Promise.all(
      contenders.map(async (c, i) => {
        const res = await h.callOn(i % 2, `/api/orders/${order.id}/assignments`, { body: { employeeIds: [c.id], ...week } });
        return { process: i % 2, status: res.status, result: res.body.results[0] };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(answers.filter((a) => a.result.outcome === 'saved')).toHaveLength(1);
    for (const a of answers.filter((x) => x.result.outcome === 'refused')) {
      expect(a.result.findings.map((f: { code: string }) => f.code)).toContain('ORDER_HEADCOUNT_EXCEEDED');
    }
    for (const process of [0, 1]) {
      expect((await h.callOn(process, `/api/assignments?orderId=${order.id}`)).body.totalCount).toBe(2);
      expect((await h.callOn(process, `/api/orders/${order.id}`)).body.status).toBe('Filled');
    }
  });

  test('ten drafts issued at once through both processes, and a cancellation: the numbers 1…11 of the year, no gap, no duplicate', async () => {
    await setSeller(h);
    const drafts: string[] = [];
    for (let i = 0; i < 10; i++) {
      const w = await invoiceWorld(h);
      drafts.push((await draft(h, { facilityId: w.facility.id, periodStart: '2026-05-01', periodEnd: '2026-05-31' })).body.id);
    }
    const issued = await Promise.all(drafts.map((id, i) => h.callOn(i % 2, `/api/invoices/${id}/issue`, { method: 'POST' })));
    expect(issued.map((r) => r.status)).toEqual(Array(10).fill(200));
    const year = issued[0].body.number.slice(0, 4);
    const numbers = (n: number) => Array.from({ length: n }, (_, i) => `${year}-${String(i + 1).padStart(5, '0')}`);
    expect(issued.map((r) => r.body.number).sort()).toEqual(numbers(10));
    // A cancellation invoice takes the next number, whichever process issues it.
    const cancelled = await h.callOn(1, `/api/invoices/${drafts[0]}/cancel`, { body: { reason: 'replica test' } });
    expect(cancelled.body.number).toBe(numbers(11)[10]);
  });
});
