import { describe, expect, test } from '@jest/globals';
import { harnessForFile } from './support/harness';
import { crmEntry, publishEntry } from './support/value-lists';

const h = harnessForFile('facilities_crm_status');
const staffing = h.staffing;

const create = (crmStatus: string | null) => h.api('/api/facilities', { body: { name: 'CRM', crmStatus } });
const put = (id: string, crmStatus: string | null) => h.api(`/api/facilities/${id}`, { method: 'PUT', body: { name: 'CRM', crmStatus } });

// Order matters here: the first block runs before staffing has published anything.
describe('while the crmStatus replica is empty (staffing has not published the list yet)', () => {
  test('any crmStatus is accepted', async () => {
    const res = await create('Irgendwas');
    expect(res.status).toBe(200);
    expect(res.body.crmStatus).toBe('Irgendwas');
  });
});

describe('once staffing has published the crmStatus list', () => {
  let legacyId: string;
  beforeAll(async () => {
    legacyId = (await create('Altbestand')).body.id;
    await publishEntry(h.svc, staffing, 'entryCreated', crmEntry('Lead'));
    await publishEntry(h.svc, staffing, 'entryCreated', crmEntry('Kunde'));
    await publishEntry(h.svc, staffing, 'entryCreated', crmEntry('Ehemalig'));
    await publishEntry(h.svc, staffing, 'entryUpdated', crmEntry('Ehemalig', { active: false }));
  });

  test('an active code of the list is accepted on create and update', async () => {
    const created = await create('Lead');
    expect(created.status).toBe(200);
    expect((await put(created.body.id, 'Kunde')).body.crmStatus).toBe('Kunde');
  });

  test('a code not in the list → 400 naming crmStatus, nothing stored', async () => {
    const before = (await h.api('/api/facilities')).body.totalCount;
    const res = await create('Prospect');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe('CRM_STATUS_UNKNOWN');
    expect(Object.keys(res.body.errors)).toEqual(['crmStatus']);
    expect((await h.api('/api/facilities')).body.totalCount).toBe(before);
  });

  test('codes are matched exactly (case-sensitive)', async () => {
    expect((await create('lead')).status).toBe(400);
  });

  test('updating to a code not in the list → 400, the facility unchanged', async () => {
    const created = (await create('Lead')).body;
    expect((await put(created.id, 'Prospect')).status).toBe(400);
    expect((await h.api(`/api/facilities/${created.id}`)).body).toEqual(created);
  });

  test('an inactive code is refused for a new facility', async () => {
    const res = await create('Ehemalig');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CRM_STATUS_INACTIVE');
  });

  test('an inactive code is refused when a facility changes to it', async () => {
    const created = (await create('Kunde')).body;
    expect((await put(created.id, 'Ehemalig')).body.code).toBe('CRM_STATUS_INACTIVE');
  });

  test('a facility keeps its code after the code is deactivated, and can be edited unchanged', async () => {
    await publishEntry(h.svc, staffing, 'entryCreated', crmEntry('Pilot'));
    const created = (await create('Pilot')).body;
    await publishEntry(h.svc, staffing, 'entryUpdated', crmEntry('Pilot', { active: false }));
    const res = await h.api(`/api/facilities/${created.id}`, { method: 'PUT', body: { name: 'Neu benannt', crmStatus: 'Pilot' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Neu benannt', crmStatus: 'Pilot' });
  });

  test('a value from before the list existed stays valid while unchanged', async () => {
    expect((await put(legacyId, 'Altbestand')).status).toBe(200);
  });

  test('crmStatus can always be cleared', async () => {
    expect((await put(legacyId, null)).body.crmStatus).toBeNull();
  });

  test('a reactivated code can be chosen again', async () => {
    await publishEntry(h.svc, staffing, 'entryUpdated', crmEntry('Ehemalig', { active: true }));
    expect((await create('Ehemalig')).status).toBe(200);
  });

  test('a deleted code can no longer be chosen', async () => {
    await publishEntry(h.svc, staffing, 'entryDeleted', crmEntry('Lead'));
    expect((await create('Lead')).body.code).toBe('CRM_STATUS_UNKNOWN');
  });
});
