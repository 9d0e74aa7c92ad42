import { describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { Harness } from './support/harness';
import { anna, assign, created, eventsFor, everyDay, frueh, publishContract, seedFacility } from './support/fixtures';
import { day } from './support/availability';

const h = Harness.forFile('assign_several');

async function scene(headcount: number) {
  const facility = await seedFacility(h);
  await publishContract(h, 'created', { facilityId: facility.id });
  const order = await created(h, '/api/orders', { facilityId: facility.id, requiredQualification: 'pflegehelfer', startDate: day(20), endDate: day(24), headcount, shiftPattern: everyDay(frueh) });
  const person = (firstName: string, qualifications = ['pflegehelfer']) => created(h, '/api/employees', { ...anna, firstName, qualifications });
  return { order, person };
}

const assignSeveral = (orderId: string, body: Record<string, unknown>) => h.call(`/api/orders/${orderId}/assignments`, { body });
const week = { startDate: day(20), endDate: day(24) };

describe('POST /api/orders/{id}/assignments', () => {
  test('when one of three is refused by the checks, then the other two are saved with their events, the order is Filled, and the answer says who and why', async () => {
    const { order, person } = await scene(3);
    const [a, nobody, b] = [await person('Ada'), await person('Nils', []), await person('Bea')];
    const res = await assignSeveral(order.id, { employeeIds: [a.id, nobody.id, b.id], ...week });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { employeeId: string; outcome: string }) => [r.employeeId, r.outcome])).toEqual([
      [a.id, 'saved'],
      [nobody.id, 'refused'],
      [b.id, 'saved'],
    ]);
    const refused = res.body.results[1];
    expect(refused.code).toBe('ASSIGNMENT_CONFLICT');
    expect(refused.findings.map((f: { code: string }) => f.code)).toContain('QUALIFICATION_MISSING');
    const saved = res.body.results[0].assignment;
    expect(saved).toMatchObject({ orderId: order.id, employeeId: a.id, ...week, warnings: [] });
    expect((await eventsFor(h, saved.id)).map((e) => e.type)).toEqual(['staffing.assignment.created']);
    const list = await h.call(`/api/assignments?orderId=${order.id}`);
    expect(list.body.items.map((x: { employeeId: string }) => x.employeeId).sort()).toEqual([a.id, b.id].sort());
    expect((await h.call(`/api/orders/${order.id}`)).body.status).toBe('Open');
    const last = await assignSeveral(order.id, { employeeIds: [(await person('Cem')).id], ...week });
    expect(last.body.results[0].outcome).toBe('saved');
    expect((await h.call(`/api/orders/${order.id}`)).body.status).toBe('Filled');
  });

  test('when two requests race for the last place, then it is filled once', async () => {
    const { order, person } = await scene(2);
    expect((await assign(h, { orderId: order.id, employeeId: (await person('Erik')).id, ...week })).status).toBe(200);
    const contenders = await Promise.all(['Finn', 'Gina', 'Hugo', 'Ida'].map((n) => person(n)));
    const answers = await Promise.all(contenders.map((c) => assignSeveral(order.id, { employeeIds: [c.id], ...week })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const outcomes = answers.map((r) => r.body.results[0]);
    expect(outcomes.filter((r) => r.outcome === 'saved')).toHaveLength(1);
    for (const r of outcomes.filter((x) => x.outcome === 'refused')) expect(r.findings.map((f: { code: string }) => f.code)).toContain('ORDER_HEADCOUNT_EXCEEDED');
    expect((await h.call(`/api/assignments?orderId=${order.id}`)).body.totalCount).toBe(2);
  });

  test.each([
    ['more than 100 employees', () => ({ employeeIds: Array.from({ length: 101 }, () => uuidv7()), ...week }), 'employeeIds'],
    ['an employee twice', (id: string) => ({ employeeIds: [id, id], ...week }), 'employeeIds'],
    ['more employees than the headcount', (id: string) => ({ employeeIds: [id, uuidv7(), uuidv7()], ...week }), 'employeeIds'],
    ['an end before the start', (id: string) => ({ employeeIds: [id], startDate: day(22), endDate: day(21) }), 'endDate'],
    ['no employee', () => ({ employeeIds: [], ...week }), 'employeeIds'],
  ])('when the body has %s, then 400 names the field and nothing is saved', async (_what, body, field) => {
    const { order, person } = await scene(2);
    const p = await person('Jana');
    const res = await assignSeveral(order.id, body(p.id));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect((await h.call(`/api/assignments?orderId=${order.id}`)).body.totalCount).toBe(0);
  });
});
