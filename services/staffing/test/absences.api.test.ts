import { beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { valueLists } from '../src/schema';
import { Harness } from './support/harness';
import { anna, created, eventsFor } from './support/fixtures';

const h = Harness.forFile('absences_api');
let employeeId: string;
beforeAll(async () => {
  employeeId = (await created(h, '/api/employees', anna)).id;
});

const vacation = () => ({ employeeId, type: 'vacation', startDate: '2026-07-01', endDate: '2026-07-14', note: 'Sommerurlaub' });

describe('absences', () => {
  test('when an absence is recorded, then it reads back exactly and is announced', async () => {
    const res = await h.call('/api/absences', { body: vacation() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...vacation(), version: 1 });
    // The answer adds the re-checked assignments (rechecks.api.test.ts); the record itself reads back exactly.
    const { affectedAssignments, ...absence } = res.body;
    expect(affectedAssignments).toEqual({ items: [], truncated: false });
    expect((await h.call(`/api/absences/${res.body.id}`)).body).toEqual(absence);
    expect((await eventsFor(h, res.body.id))[0]).toMatchObject({ type: 'staffing.absence.created', data: absence });
  });

  test.each([
    ['an end before its start', { endDate: '2026-06-30' }, 400, 'endDate'],
    ['an unknown type', { type: 'sabbatical' }, 400, 'type'],
    ['a type that is no code', { type: 'Urlaub!' }, 400, 'type'],
    ['an unknown employee', { employeeId: uuidv7() }, 404, 'employeeId'],
  ])('when an absence has %s, then it is refused', async (_name, change, status, field) => {
    const res = await h.call('/api/absences', { body: { ...vacation(), ...change } });
    expect(res.status).toBe(status);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  test('when an absence type is deactivated, then existing absences keep it but new ones cannot use it', async () => {
    const absence = await created(h, '/api/absences', { ...vacation(), type: 'training' });
    const deactivate = (active: boolean) =>
      h.svc.db.update(valueLists).set({ active }).where(and(eq(valueLists.listKey, 'absenceTypes'), eq(valueLists.code, 'training')));
    await deactivate(false);
    try {
      expect((await h.call('/api/absences', { body: { ...vacation(), type: 'training' } })).status).toBe(400);
      const kept = await h.call(`/api/absences/${absence.id}`, { method: 'PUT', body: { ...vacation(), type: 'training', note: null } });
      expect(kept.body).toMatchObject({ type: 'training', note: null, version: 2 });
    } finally {
      await deactivate(true);
    }
  });

  test('when absences are listed by employee, type and date window, then only intersecting ones come back', async () => {
    const other = (await created(h, '/api/employees', { ...anna, firstName: 'Berta' })).id;
    await created(h, '/api/absences', { employeeId: other, type: 'sickness', startDate: '2026-03-02', endDate: '2026-03-04' });
    await created(h, '/api/absences', { employeeId: other, type: 'sickness', startDate: '2026-03-05', endDate: '2026-03-06' });
    const res = await h.call(`/api/absences?employeeId=${other}&type=sickness&from=2026-03-04&to=2026-03-04`);
    expect(res.body.items.map((a: { startDate: string }) => a.startDate)).toEqual(['2026-03-02']);
    expect((await h.call(`/api/absences?employeeId=${other}&from=2026-03-05`)).body.totalCount).toBe(1);
    expect((await h.call('/api/absences?from=2026-03-05&to=2026-03-01')).status).toBe(400);
  });

  test('when an absence is updated with a stale version or deleted, then 412 / 204 with a trash label', async () => {
    const absence = await created(h, '/api/absences', vacation());
    expect((await h.call(`/api/absences/${absence.id}`, { method: 'PUT', body: vacation(), headers: { 'if-match': '"9"' } })).status).toBe(412);
    expect((await h.call(`/api/absences/${absence.id}`, { method: 'DELETE', headers: { 'if-match': '"9"' } })).status).toBe(412);
    expect((await h.call(`/api/absences/${absence.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await h.call(`/api/absences/${absence.id}`)).status).toBe(404);
    const deleted = (await eventsFor(h, absence.id))[1];
    expect(deleted.data.label).toBe('Urlaub: Müller, Anna, 2026-07-01 – 2026-07-14');
  });
});
