import { beforeEach, describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { anna, assign, created, everyDay, frueh, setSeverities, world } from './support/fixtures';

/**
 * Reverse checks (issue 13): a change to an absence or to the employee answers with the future
 * assignments it now gives findings; GET /api/employees/{id}/conflicts lists them. Findings are
 * matched on check family and severity only (the checks' codes and messages are the engine's).
 */
const h = Harness.forFile('rechecks');
beforeEach(async () => {
  await setSeverities(h, { qualification: 'Error', availability: 'Error' });
});

/** Far enough ahead to be "future" whenever the suite runs (today is read from the clock). */
const futureOrder = { startDate: '2030-05-01', endDate: '2030-05-31' };
const futureWeek = { startDate: '2030-05-06', endDate: '2030-05-10' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const families = (findings: any[]) => findings.map((f) => `${f.check}:${f.severity}`);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const byAssignment = (affected: any) => Object.fromEntries(affected.items.map((i: any) => [i.assignment.id, [...new Set(families(i.findings))]]));

async function assigned(opts: Parameters<typeof world>[1] = {}) {
  const w = await world(h, { ...opts, order: { ...futureOrder, ...opts.order } });
  const res = await assign(h, { orderId: w.order.id, employeeId: w.employee.id, ...futureWeek });
  expect(res.status).toBe(200);
  return { ...w, assignment: res.body };
}

const putEmployee = (id: string, body: Record<string, unknown>) => h.call(`/api/employees/${id}`, { method: 'PUT', body });

describe('absences', () => {
  test('when a sick note covers assigned days, then the answer lists the assignment with an availability finding', async () => {
    const { employee, assignment, facility, order } = await assigned();
    const res = await h.call('/api/absences', { body: { employeeId: employee.id, type: 'sickness', startDate: '2030-05-08', endDate: '2030-05-20' } });
    expect(res.status).toBe(200);
    expect(res.body.affectedAssignments.truncated).toBe(false);
    expect(res.body.affectedAssignments.items).toHaveLength(1);
    expect(res.body.affectedAssignments.items[0].assignment).toEqual({
      id: assignment.id,
      orderId: order.id,
      facilityId: facility.id,
      facilityName: facility.name,
      startDate: futureWeek.startDate,
      endDate: futureWeek.endDate,
    });
    expect(byAssignment(res.body.affectedAssignments)).toEqual({ [assignment.id]: ['availability:Error'] });
    // The absence is a fact: it is saved although the assignment now conflicts.
    expect((await h.call(`/api/absences/${res.body.id}`)).status).toBe(200);
  });

  test('when an absence also covers past assignments, then only the future ones are listed', async () => {
    const { employee, assignment } = await assigned();
    const past = await created(h, '/api/orders', { facilityId: (await world(h)).facility.id, requiredQualification: 'pflegefachkraft', startDate: '2026-05-01', endDate: '2026-05-31', hoursPerDay: 8 });
    const pastAssignment = await assign(h, { orderId: past.id, employeeId: employee.id, startDate: '2026-05-04', endDate: '2026-05-08' });
    expect(pastAssignment.status).toBe(200);
    const res = await h.call('/api/absences', { body: { employeeId: employee.id, type: 'sickness', startDate: '2026-05-01', endDate: '2030-05-31' } });
    expect(res.status).toBe(200);
    expect(Object.keys(byAssignment(res.body.affectedAssignments))).toEqual([assignment.id]);
  });

  test('when an absence is recorded on other days, then nothing is affected', async () => {
    const { employee } = await assigned();
    const res = await h.call('/api/absences', { body: { employeeId: employee.id, type: 'vacation', startDate: '2030-06-01', endDate: '2030-06-10' } });
    expect(res.status).toBe(200);
    expect(res.body.affectedAssignments).toEqual({ items: [], truncated: false });
  });

  test('when an absence is moved onto assigned days and away again, then the answer follows the change', async () => {
    const { employee, assignment } = await assigned();
    const absence = await created(h, '/api/absences', { employeeId: employee.id, type: 'vacation', startDate: '2030-06-01', endDate: '2030-06-10' });
    const onto = await h.call(`/api/absences/${absence.id}`, { method: 'PUT', body: { employeeId: employee.id, type: 'vacation', startDate: '2030-05-10', endDate: '2030-05-12' } });
    expect(onto.status).toBe(200);
    expect(byAssignment(onto.body.affectedAssignments)).toEqual({ [assignment.id]: ['availability:Error'] });
    const away = await h.call(`/api/absences/${absence.id}`, { method: 'PUT', body: { employeeId: employee.id, type: 'vacation', startDate: '2030-06-01', endDate: '2030-06-10' } });
    expect(away.status).toBe(200);
    expect(away.body.affectedAssignments.items).toEqual([]);
  });

  test('when an absence is moved to another employee, then the new employee’s assignments are checked', async () => {
    const first = await assigned();
    const second = await assigned();
    const absence = await created(h, '/api/absences', { employeeId: first.employee.id, type: 'sickness', ...futureWeek });
    expect(byAssignment(absence.affectedAssignments)).toEqual({ [first.assignment.id]: ['availability:Error'] });
    const moved = await h.call(`/api/absences/${absence.id}`, { method: 'PUT', body: { employeeId: second.employee.id, type: 'sickness', ...futureWeek } });
    expect(moved.status).toBe(200);
    expect(byAssignment(moved.body.affectedAssignments)).toEqual({ [second.assignment.id]: ['availability:Error'] });
  });
});

describe('employee changes', () => {
  test('when an exitDate before the assignment’s end is set, then the answer lists an availability finding', async () => {
    const { employee, assignment } = await assigned();
    const res = await putEmployee(employee.id, { ...anna, exitDate: '2030-05-07' });
    expect(res.status).toBe(200);
    expect(res.body.exitDate).toBe('2030-05-07');
    expect(byAssignment(res.body.affectedAssignments)).toEqual({ [assignment.id]: ['availability:Error'] });
  });

  test('when a qualification the order requires is removed, then the answer lists a qualification finding', async () => {
    const { employee, assignment } = await assigned();
    const res = await putEmployee(employee.id, { ...anna, qualifications: ['pflegehelfer'] });
    expect(res.status).toBe(200);
    expect(byAssignment(res.body.affectedAssignments)).toEqual({ [assignment.id]: ['qualification:Error'] });
  });

  test('when a check-relevant field changes without new findings, then affectedAssignments is empty', async () => {
    const { employee } = await assigned();
    const res = await putEmployee(employee.id, { ...anna, dateOfBirth: '1980-02-03' });
    expect(res.status).toBe(200);
    expect(res.body.affectedAssignments).toEqual({ items: [], truncated: false });
  });

  test('when only contact details change, then no re-check runs and affectedAssignments is left out', async () => {
    const { employee } = await assigned();
    await putEmployee(employee.id, { ...anna, exitDate: '2030-05-07' });
    const res = await putEmployee(employee.id, { ...anna, exitDate: '2030-05-07', phone: '030 1234' });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('affectedAssignments');
  });
});

describe('GET /api/employees/{id}/conflicts', () => {
  test('lists the current findings of the employee’s future assignments, those with findings only', async () => {
    const { employee, assignment, facility } = await assigned();
    const clean = await created(h, '/api/orders', { facilityId: facility.id, requiredQualification: 'pflegefachkraft', startDate: '2030-07-01', endDate: '2030-07-31', hoursPerDay: 8, shiftPattern: everyDay(frueh) });
    expect((await assign(h, { orderId: clean.id, employeeId: employee.id, startDate: '2030-07-01', endDate: '2030-07-05' })).status).toBe(200);
    const before = await h.call(`/api/employees/${employee.id}/conflicts`);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ items: [], truncated: false });

    await created(h, '/api/absences', { employeeId: employee.id, type: 'sickness', startDate: '2030-05-09', endDate: '2030-05-09' });
    await putEmployee(employee.id, { ...anna, qualifications: [] });
    const after = await h.call(`/api/employees/${employee.id}/conflicts`);
    expect(after.status).toBe(200);
    const found = byAssignment(after.body);
    expect(Object.keys(found)).toEqual([assignment.id, expect.any(String)]);
    expect(found[assignment.id].sort()).toEqual(['availability:Error', 'qualification:Error']);
    expect(Object.values(found)[1]).toEqual(['qualification:Error']);
  });

  test('an employee with Own scope reads their own conflicts, not another’s (404)', async () => {
    const mine = await assigned();
    const other = await assigned();
    const token = await h.token({ assignments: { read: 'Own' } }, mine.employee.id);
    expect((await h.call(`/api/employees/${mine.employee.id}/conflicts`, { token })).status).toBe(200);
    const foreign = await h.call(`/api/employees/${other.employee.id}/conflicts`, { token });
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('content-type')).toContain('application/problem+json');
  });

  test('without an assignments permission it is 403; an unknown employee is 404', async () => {
    const { employee } = await assigned();
    const token = await h.token({ employees: { read: 'All' } });
    expect((await h.call(`/api/employees/${employee.id}/conflicts`, { token })).status).toBe(403);
    expect((await h.call('/api/employees/01900000-0000-7000-8000-000000000000/conflicts')).status).toBe(404);
  });

  test('looks at the next 100 future assignments and says when there are more', async () => {
    await setSeverities(h, { workingHours: 'Warning', overlap: 'Warning' });
    const { employee, order } = await world(h, { order: { startDate: '2030-01-01', endDate: '2030-12-31' }, employee: { weeklyHours: null } });
    const day = (i: number) => new Date(Date.UTC(2030, 0, 1 + i)).toISOString().slice(0, 10);
    for (let i = 0; i < 101; i++) {
      const res = await assign(h, { orderId: order.id, employeeId: employee.id, startDate: day(i), endDate: day(i) });
      expect(res.status).toBe(200);
    }
    await putEmployee(employee.id, { ...anna, weeklyHours: null, qualifications: [] });
    const res = await h.call(`/api/employees/${employee.id}/conflicts`);
    expect(res.status).toBe(200);
    expect(res.body.truncated).toBe(true);
    expect(res.body.items).toHaveLength(100);
    expect(res.body.items[0].assignment.startDate).toBe(day(0));
    expect(res.body.items[99].assignment.startDate).toBe(day(99));
  });
});
