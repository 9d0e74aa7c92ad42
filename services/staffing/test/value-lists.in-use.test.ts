import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { anna, created, eventsFor, seedFacility } from './support/fixtures';

const h = Harness.forFile('value_lists_in_use');

const entries = (key: string) => `/api/value-lists/${key}/entries`;
const entry = (key: string, code: string) => `${entries(key)}/${code}`;
const remove = (key: string, code: string, headers: Record<string, string> = {}) => h.call(entry(key, code), { method: 'DELETE', headers });

describe('deleting value-list entries', () => {
  test('when no record uses the code, then it is deleted, gone from the list and announced', async () => {
    await created(h, entries('absenceTypes'), { code: 'kur', label: 'Kur' });
    const res = await remove('absenceTypes', 'kur', { 'if-match': '"1"' });
    expect(res.status).toBe(204);
    const list = await h.call('/api/value-lists/absenceTypes?includeInactive=true');
    expect(list.body.items.map((e: { code: string }) => e.code)).not.toContain('kur');
    const events = await eventsFor(h, 'absenceTypes:kur');
    expect(events.at(-1)).toMatchObject({ type: 'staffing.valueList.entryDeleted', data: { listKey: 'absenceTypes', code: 'kur', label: 'Kur' } });
  });

  test('when the If-Match version is stale, then 412 and the entry stays', async () => {
    await created(h, entries('absenceTypes'), { code: 'sonderurlaub', label: 'Sonderurlaub' });
    expect((await remove('absenceTypes', 'sonderurlaub', { 'if-match': '"5"' })).status).toBe(412);
    expect((await h.call('/api/value-lists/absenceTypes')).body.items.map((e: { code: string }) => e.code)).toContain('sonderurlaub');
  });

  test('when an employee holds the qualification, then 409 VALUE_IN_USE with the usage, and deactivating still works', async () => {
    await created(h, entries('qualifications'), { code: 'gerontofachkraft', label: 'Gerontofachkraft', rank: 3 });
    await created(h, '/api/employees', { ...anna, qualifications: ['gerontofachkraft'] });
    const res = await remove('qualifications', 'gerontofachkraft');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'VALUE_IN_USE', usage: { employees: 1, orders: 0 } });
    const off = await h.call(entry('qualifications', 'gerontofachkraft'), { method: 'PUT', body: { label: 'Gerontofachkraft', active: false, sortOrder: 70, rank: 3 } });
    expect(off.status).toBe(200);
  });

  test('when an order requires the qualification, then 409', async () => {
    await created(h, entries('qualifications'), { code: 'hygienefachkraft', label: 'Hygienefachkraft', rank: 3 });
    const facility = await seedFacility(h);
    await created(h, '/api/orders', { facilityId: facility.id, requiredQualification: 'hygienefachkraft', startDate: '2026-05-01', endDate: '2026-05-02', hoursPerDay: 8 });
    const res = await remove('qualifications', 'hygienefachkraft');
    expect(res.status).toBe(409);
    expect(res.body.usage).toEqual({ employees: 0, orders: 1 });
  });

  test('when only an absence in the trash uses the type, then it still counts (a restore brings it back as it was)', async () => {
    await created(h, entries('absenceTypes'), { code: 'quarantaene', label: 'Quarantäne' });
    const employee = await created(h, '/api/employees', anna);
    const absence = await created(h, '/api/absences', { employeeId: employee.id, type: 'quarantaene', startDate: '2026-03-02', endDate: '2026-03-06' });
    expect((await h.call(`/api/absences/${absence.id}`, { method: 'DELETE' })).status).toBe(204);
    const res = await remove('absenceTypes', 'quarantaene');
    expect(res.status).toBe(409);
    expect(res.body.usage).toEqual({ absences: 1 });
  });

  test('when a crmStatus entry is deleted, then 409: facilities may use it and staffing cannot see that — deactivate it', async () => {
    await created(h, entries('crmStatus'), { code: 'testphase', label: 'Testphase' });
    const res = await remove('crmStatus', 'testphase');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('VALUE_IN_USE');
    const off = await h.call(entry('crmStatus', 'testphase'), { method: 'PUT', body: { label: 'Testphase', active: false, sortOrder: 50 } });
    expect(off.status).toBe(200);
  });

  test('when a deleted code is used for a new record, then it is refused like an unknown one', async () => {
    await created(h, entries('absenceTypes'), { code: 'streik', label: 'Streik' });
    expect((await remove('absenceTypes', 'streik')).status).toBe(204);
    const employee = await created(h, '/api/employees', anna);
    const res = await h.call('/api/absences', { body: { employeeId: employee.id, type: 'streik', startDate: '2026-03-02', endDate: '2026-03-02' } });
    expect(res.status).toBe(400);
    expect(res.body.errors.type).toBeDefined();
  });
});
