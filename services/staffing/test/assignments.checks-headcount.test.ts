import { beforeEach, describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { anna, assign, created, preview, setSeverities, summary, world } from './support/fixtures';

const h = Harness.forFile('checks_headcount');
beforeEach(async () => {
  await setSeverities(h, { overlap: 'Error' });
});

const colleague = (i: number) => created(h, '/api/employees', { ...anna, firstName: `Ben${i}`, lastName: 'Kaya' });

describe('an order staffed beyond its headcount (ORDER_HEADCOUNT_EXCEEDED)', () => {
  test('when a second person would staff a day of an order for one, then the preview says so and the save is refused; days with a place left save', async () => {
    const { order, employee } = await world(h);
    const first = await assign(h, { orderId: order.id, employeeId: employee.id, startDate: '2026-05-04', endDate: '2026-05-08' });
    expect(first.status).toBe(200);
    const ben = await colleague(1);
    const second = { orderId: order.id, employeeId: ben.id, startDate: '2026-05-08', endDate: '2026-05-12' };

    const checked = await preview(h, second, { 'accept-language': 'en' });
    expect(checked.body.canSave).toBe(false);
    expect(summary(checked.body.findings)).toEqual(['overlap:ORDER_HEADCOUNT_EXCEEDED:Error']);
    expect(checked.body.findings[0].message).toBe(
      'Order 2026-05-01 – 2026-05-31 (Haus Sonnenschein) asks for 1 person a day; on 2026-05-08 this assignment would make it 2 (already assigned: Anna Müller).',
    );
    expect(checked.body.findings[0].details).toMatchObject({ headcount: 1, dates: ['2026-05-08'], otherAssignmentIds: [first.body.id] });

    const refused = await assign(h, second);
    expect(refused.status).toBe(409);
    expect(summary(refused.body.findings)).toEqual(['overlap:ORDER_HEADCOUNT_EXCEEDED:Error']);
    expect((await h.call(`/api/assignments?orderId=${order.id}`)).body.totalCount).toBe(1);

    const after = await assign(h, { ...second, startDate: '2026-05-09' });
    expect(after.status).toBe(200);
    expect(after.body.warnings).toEqual([]);
  });

  test('when the assignment is edited, it does not take its own place; moving it onto a taken day is refused', async () => {
    const { order, employee } = await world(h);
    const ben = await colleague(2);
    const mine = await assign(h, { orderId: order.id, employeeId: employee.id, startDate: '2026-05-04', endDate: '2026-05-08' });
    await assign(h, { orderId: order.id, employeeId: ben.id, startDate: '2026-05-09', endDate: '2026-05-12' });
    const edit = { orderId: order.id, employeeId: employee.id, startDate: '2026-05-04', endDate: '2026-05-07' };
    expect((await h.call(`/api/assignments/${mine.body.id}`, { method: 'PUT', body: edit })).status).toBe(200);
    const onto = await h.call(`/api/assignments/${mine.body.id}`, { method: 'PUT', body: { ...edit, endDate: '2026-05-09' } });
    expect(onto.status).toBe(409);
    expect(summary(onto.body.findings)).toContain('overlap:ORDER_HEADCOUNT_EXCEEDED:Error');
  });

  test('when an assignment in the trash would take a place filled meanwhile, then the restore is refused', async () => {
    const { order, employee } = await world(h);
    const ben = await colleague(3);
    const gone = await assign(h, { orderId: order.id, employeeId: employee.id, startDate: '2026-05-04', endDate: '2026-05-08' });
    expect((await h.call(`/api/assignments/${gone.body.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await assign(h, { orderId: order.id, employeeId: ben.id, startDate: '2026-05-06', endDate: '2026-05-06' })).status).toBe(200);
    const restored = await h.call(`/api/trash/assignments/${gone.body.id}/restore`, { method: 'POST' });
    expect(restored.status).toBe(409);
    expect(summary(restored.body.findings)).toEqual(['overlap:ORDER_HEADCOUNT_EXCEEDED:Error']);
  });

  test('when the rule is set to Warning, the second person is saved with the warning', async () => {
    const settings = await h.call('/api/settings/assignment-validation');
    const { version: _v, updatedAt: _u, ...values } = settings.body;
    expect((await h.call('/api/settings/assignment-validation', { method: 'PUT', body: { ...values, rules: { ORDER_HEADCOUNT_EXCEEDED: 'Warning' } } })).status).toBe(200);
    try {
      const { order, employee } = await world(h);
      const ben = await colleague(4);
      await assign(h, { orderId: order.id, employeeId: employee.id, startDate: '2026-05-04', endDate: '2026-05-08' });
      const res = await assign(h, { orderId: order.id, employeeId: ben.id, startDate: '2026-05-04', endDate: '2026-05-04' });
      expect(res.status).toBe(200);
      expect(summary(res.body.warnings)).toEqual(['overlap:ORDER_HEADCOUNT_EXCEEDED:Warning']);
    } finally {
      await h.call('/api/settings/assignment-validation', { method: 'PUT', body: values });
    }
  });

  test('when several people are assigned to the last place at once, then exactly one is saved', async () => {
    const { order } = await world(h);
    const people = await Promise.all(Array.from({ length: 6 }, (_, i) => colleague(10 + i)));
    const results = await Promise.all(people.map((p) => assign(h, { orderId: order.id, employeeId: p.id, startDate: '2026-05-04', endDate: '2026-05-08' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409)) expect(summary(refused.body.findings)).toEqual(['overlap:ORDER_HEADCOUNT_EXCEEDED:Error']);
    expect((await h.call(`/api/assignments?orderId=${order.id}`)).body.totalCount).toBe(1);
  });
});
