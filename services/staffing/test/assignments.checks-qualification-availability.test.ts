import { beforeEach, describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { assign, created, preview, setSeverities, summary, world } from './support/fixtures';

const h = Harness.forFile('checks_qual_avail');
beforeEach(async () => {
  await setSeverities(h, { qualification: 'Error', availability: 'Error' });
});

const week = { startDate: '2026-05-04', endDate: '2026-05-08' };

describe('qualification check', () => {
  test('when the employee holds the required qualification, then there is no finding', async () => {
    const { order, employee } = await world(h);
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([]);
  });

  test('when the employee holds a higher-ranked qualification, then it counts', async () => {
    const { order, employee } = await world(h, { employee: { qualifications: ['fachkraft-intensivpflege'] } });
    const res = await preview(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(res.body).toEqual({ canSave: true, findings: [] });
  });

  test('when the employee only holds an equally ranked other qualification, then it does not count', async () => {
    const { order, employee } = await world(h, {
      order: { requiredQualification: 'fachkraft-intensivpflege' },
      employee: { qualifications: ['praxisanleiter'] },
    });
    const res = await preview(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(summary(res.body.findings)).toEqual(['qualification:QUALIFICATION_MISSING:Error']);
  });

  test('when a lower qualification is assigned and the check is an Error, then nothing is saved (409)', async () => {
    const { order, employee } = await world(h, { employee: { qualifications: ['pflegehelfer'] } });
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body.code).toBe('ASSIGNMENT_CONFLICT');
    expect(res.body.findings[0]).toMatchObject({
      check: 'qualification',
      severity: 'Error',
      code: 'QUALIFICATION_MISSING',
      related: [{ type: 'order', id: order.id }, { type: 'employee', id: employee.id }],
    });
    const list = await h.call(`/api/assignments?employeeId=${employee.id}`);
    expect(list.body.totalCount).toBe(0);
  });

  test('when the qualification check is a Warning, then the assignment is saved with the warning', async () => {
    await setSeverities(h, { qualification: 'Warning' });
    const { order, employee } = await world(h, { employee: { qualifications: [] } });
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(res.status).toBe(200);
    expect(summary(res.body.warnings)).toEqual(['qualification:QUALIFICATION_MISSING:Warning']);
  });
});

describe('availability check', () => {
  test('when the employee enters on the first day and leaves on the last day, then they are available', async () => {
    const { order, employee } = await world(h, { employee: { entryDate: '2026-05-04', exitDate: '2026-05-08' } });
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([]);
  });

  test('when the employee leaves the day before the last day, then it is an Error', async () => {
    const { order, employee } = await world(h, { employee: { exitDate: '2026-05-07' } });
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(res.status).toBe(409);
    expect(summary(res.body.findings)).toEqual(['availability:OUTSIDE_EMPLOYMENT:Error']);
  });

  test('when the employee only enters the day after the first day, then it is found', async () => {
    const { order, employee } = await world(h, { employee: { entryDate: '2026-05-05' } });
    const res = await preview(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(summary(res.body.findings)).toEqual(['availability:OUTSIDE_EMPLOYMENT:Error']);
  });

  test('when an absence touches the first day, then it overlaps; one ending the day before does not', async () => {
    const { order, employee } = await world(h);
    const touching = await created(h, '/api/absences', { employeeId: employee.id, type: 'vacation', startDate: '2026-04-27', endDate: '2026-05-04' });
    await created(h, '/api/absences', { employeeId: employee.id, type: 'sickness', startDate: '2026-04-20', endDate: '2026-05-03' });
    const res = await preview(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(res.body.canSave).toBe(false);
    expect(summary(res.body.findings)).toEqual(['availability:ABSENCE_CONFLICT:Error']);
    expect(res.body.findings[0].related).toContainEqual(expect.objectContaining({ type: 'absence', id: touching.id }));
  });

  test('when the overlapping absence is moved to the trash, then it no longer causes a finding', async () => {
    const { order, employee } = await world(h);
    const absence = await created(h, '/api/absences', { employeeId: employee.id, type: 'training', startDate: '2026-05-08', endDate: '2026-05-09' });
    expect((await preview(h, { orderId: order.id, employeeId: employee.id, ...week })).body.canSave).toBe(false);
    expect((await h.call(`/api/absences/${absence.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await preview(h, { orderId: order.id, employeeId: employee.id, ...week })).body).toEqual({ canSave: true, findings: [] });
  });

  test('when an inactive employee is assigned and availability is a Warning, then it is saved with the warning', async () => {
    await setSeverities(h, { availability: 'Warning' });
    const { order, employee } = await world(h, { employee: { active: false } });
    const res = await assign(h, { orderId: order.id, employeeId: employee.id, ...week });
    expect(res.status).toBe(200);
    expect(summary(res.body.warnings)).toEqual(['availability:EMPLOYEE_INACTIVE:Warning']);
  });
});
