/**
 * Value-list in-use rules through the gateway: a code a record uses (also one in the trash) cannot
 * be deleted, only deactivated; an inactive code is refused for new values but stays valid where it
 * already is — in staffing's own records and, via the published list, in facilities' crmStatus.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { eventually } from '@cs/service-kit/testing/index';
import { systemForFile } from './start-system';
import { Caller, records, unique, uniqueCode, type Records } from './support/office';

const system = systemForFile('sys_value_lists');
let admin: Caller;
let make: Records;

beforeAll(async () => {
  admin = new Caller(system, (await system.login()).token);
  make = records(admin);
}, 180_000);

const entryPath = (key: string, code: string) => `/api/value-lists/${key}/entries/${code}`;
/** Sets an entry inactive, every other field as it is. */
const deactivate = (key: string, entry: { code: string; label: string; sortOrder: number; rank?: number }) =>
  admin.send('put', entryPath(key, entry.code), { body: { label: entry.label, active: false, sortOrder: entry.sortOrder, ...(entry.rank ? { rank: entry.rank } : {}) } });

describe('qualifications in use', () => {
  test('a code held by an employee in the trash cannot be deleted (409 VALUE_IN_USE); once the employee is purged it can', async () => {
    const entry = await make.valueListEntry();
    const employee = await make.employee({ qualifications: [entry.code] });
    await admin.delete(`/api/employees/${employee.id}`);

    const refused = await admin.send('delete', entryPath('qualifications', entry.code));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'VALUE_IN_USE', usage: { employees: 1, orders: 0 } });

    expect((await admin.send('delete', `/api/trash/employees/${employee.id}`)).status).toBe(204);
    expect((await admin.send('delete', entryPath('qualifications', entry.code))).status).toBe(204);
    expect((await admin.send('get', '/api/value-lists/qualifications?includeInactive=true')).body.items.map((e: { code: string }) => e.code)).not.toContain(entry.code);
  });

  test('a deactivated code is refused for a new employee (400 naming the field) but stays on the one who has it', async () => {
    const entry = await make.valueListEntry();
    const holder = await make.employee({ qualifications: [entry.code] });
    expect((await deactivate('qualifications', entry)).status).toBe(200);

    const newcomer = await admin.send('post', '/api/employees', { body: { firstName: 'Neu', lastName: 'Ling', entryDate: '2024-01-01', qualifications: [entry.code] } });
    expect(newcomer.status).toBe(400);
    expect(Object.keys(newcomer.body.errors ?? {}).join()).toMatch(/qualifications/);

    const kept = await admin.send('put', `/api/employees/${holder.id}`, {
      body: { firstName: holder.firstName, lastName: holder.lastName, entryDate: holder.entryDate, qualifications: holder.qualifications, city: 'Dresden' },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.qualifications).toEqual([entry.code]);
    expect((await admin.send('delete', entryPath('qualifications', entry.code))).status).toBe(409);
  });

  test('an absence type used only by an absence in the trash still counts', async () => {
    const code = uniqueCode('kur');
    await admin.post('/api/value-lists/absenceTypes/entries', { code, label: 'Kur' });
    const absence = await make.absence((await make.employee()).id, { type: code });
    await admin.delete(`/api/absences/${absence.id}`);
    const refused = await admin.send('delete', entryPath('absenceTypes', code));
    expect(refused.status).toBe(409);
    expect(refused.body.usage).toEqual({ absences: 1 });
  });
});

describe('crmStatus, used by facilities', () => {
  test('is never deleted; deactivated, facilities refuses it for new values and keeps it where it is', async () => {
    const code = uniqueCode('partner');
    const entry = await admin.post('/api/value-lists/crmStatus/entries', { code, label: 'Partner' });
    const holder = await eventually(async () => {
      const res = await admin.send('post', '/api/facilities', { body: { name: unique('Haus Partner'), crmStatus: code } });
      return res.status === 200 ? res.body : null;
    });

    const refused = await admin.send('delete', entryPath('crmStatus', code));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('VALUE_IN_USE');
    expect((await deactivate('crmStatus', entry)).status).toBe(200);

    const newcomer = await eventually(async () => {
      const res = await admin.send('post', '/api/facilities', { body: { name: unique('Haus Neu'), crmStatus: code } });
      return res.status === 400 ? res : null;
    });
    expect(newcomer.body).toMatchObject({ code: 'CRM_STATUS_INACTIVE', errors: { crmStatus: [expect.any(String)] } });
    const kept = await admin.send('put', `/api/facilities/${holder.id}`, { body: { name: holder.name, crmStatus: code, city: 'Erfurt' } });
    expect(kept.status).toBe(200);
    expect(kept.body.crmStatus).toBe(code);
  });
});
