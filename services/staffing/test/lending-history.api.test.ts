import { describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { lendingHistory } from '../src/schema';
import { Harness } from './support/harness';
import { anna, created, eventsFor, seedFacility } from './support/fixtures';
import { seedClient } from './support/lending-parties';

/** The office's record of earlier periods (AÜG, docs/lending-law.md "Recording earlier periods"). */
const h = Harness.forFile('lending_history_api');

const employee = (firstName = 'Anna') => created(h, '/api/employees', { ...anna, firstName });
const pathOf = (employeeId: string) => `/api/employees/${employeeId}/lending-history`;
const period = (clientId: string, fields: Record<string, unknown> = {}) => ({ clientId, from: '2024-01-01', to: '2024-06-30', source: 'otherAgency', note: 'Zeitarbeit Nord GmbH', ...fields });

describe('recording an earlier period', () => {
  test('at a client: stored, answered with the client named, readable, announced for the audit log', async () => {
    const [e, c] = await Promise.all([employee(), seedClient(h, { name: 'Sonnenhof Pflege' })]);
    const res = await h.call(pathOf(e.id), { body: period(c.id) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      employeeId: e.id,
      clientId: c.id,
      client: { id: c.id, name: 'Sonnenhof Pflege', kind: 'client' },
      from: '2024-01-01',
      to: '2024-06-30',
      source: 'otherAgency',
      note: 'Zeitarbeit Nord GmbH',
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await h.call(`${pathOf(e.id)}/${res.body.id}`)).body).toEqual(res.body);
    const [event] = await eventsFor(h, res.body.id);
    expect(event).toMatchObject({ type: 'staffing.lendingHistory.created', subject: { type: 'lendingHistory', id: res.body.id }, data: res.body });
    expect(event.changes).toEqual(expect.arrayContaining([{ field: 'from', before: null, after: '2024-01-01' }, { field: 'source', before: null, after: 'otherAgency' }]));
  });

  test('at a facility without a client (it counts as its own client): kind facility; no note is needed', async () => {
    const [e, f] = await Promise.all([employee(), seedFacility(h, { name: 'Haus Mond' })]);
    const res = await h.call(pathOf(e.id), { body: { clientId: f.id, from: '2023-05-02', to: '2023-05-02', source: 'employedByClient' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ client: { id: f.id, name: 'Haus Mond', kind: 'facility' }, source: 'employedByClient', note: null });
  });

  test('the list is the employee’s alone, by start, paged', async () => {
    const [e, other, c] = await Promise.all([employee('Liste'), employee('Andere'), seedClient(h)]);
    for (const [from, to] of [['2022-03-01', '2022-03-31'], ['2020-01-01', '2020-12-31'], ['2021-06-01', '2021-06-30']]) {
      await created(h, pathOf(e.id), period(c.id, { from, to }));
    }
    await created(h, pathOf(other.id), period(c.id));
    const first = await h.call(`${pathOf(e.id)}?pageSize=2`);
    expect(first.body).toMatchObject({ totalCount: 3, totalPages: 2, page: 1 });
    expect(first.body.items.map((p: { from: string }) => p.from)).toEqual(['2020-01-01', '2021-06-01']);
    expect((await h.call(`${pathOf(e.id)}?page=2&pageSize=2`)).body.items.map((p: { from: string }) => p.from)).toEqual(['2022-03-01']);
  });
});

describe('replacing and deleting', () => {
  test('PUT replaces every field (note left out → null), If-Match honoured, announced with its changes', async () => {
    const [e, c, f] = await Promise.all([employee(), seedClient(h), seedFacility(h)]);
    const p = await created(h, pathOf(e.id), period(c.id));
    const url = `${pathOf(e.id)}/${p.id}`;
    const replacement = { clientId: f.id, from: '2024-02-01', to: '2024-07-31', source: 'beforeThisSystem' };
    const stale = await h.call(url, { method: 'PUT', body: replacement, headers: { 'if-match': '"2"' } });
    expect(stale.status).toBe(412);
    expect((await h.call(url)).body).toEqual(p);
    const res = await h.call(url, { method: 'PUT', body: replacement, headers: { 'if-match': '"1"' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...replacement, client: { id: f.id, kind: 'facility' }, note: null, version: 2 });
    expect((await h.call(url)).body).toEqual(res.body);
    const [, updated] = await eventsFor(h, p.id);
    expect(updated.type).toBe('staffing.lendingHistory.updated');
    expect(updated.changes).toEqual(
      expect.arrayContaining([
        { field: 'from', before: '2024-01-01', after: '2024-02-01' },
        { field: 'note', before: 'Zeitarbeit Nord GmbH', after: null },
        { field: 'source', before: 'otherAgency', after: 'beforeThisSystem' },
      ]),
    );
  });

  test('DELETE removes it for good (If-Match honoured); the audit event keeps it with its label', async () => {
    const [e, c] = await Promise.all([employee('Berta'), seedClient(h, { name: 'Haus am See' })]);
    const p = await created(h, pathOf(e.id), period(c.id));
    const url = `${pathOf(e.id)}/${p.id}`;
    expect((await h.call(url, { method: 'DELETE', headers: { 'if-match': '"3"' } })).status).toBe(412);
    expect((await h.call(url, { method: 'DELETE', headers: { 'if-match': '"1"' } })).status).toBe(204);
    expect((await h.call(url)).status).toBe(404);
    expect((await h.call(url, { method: 'DELETE' })).status).toBe(404);
    expect(await h.svc.db.select().from(lendingHistory).where(eq(lendingHistory.id, p.id))).toEqual([]);
    const [, deleted] = await eventsFor(h, p.id);
    expect(deleted).toMatchObject({
      type: 'staffing.lendingHistory.deleted',
      data: { id: p.id, from: '2024-01-01', label: 'Müller, Berta – Haus am See 2024-01-01–2024-06-30 (otherAgency)' },
    });
  });

  test('a period of another employee is not found under this one', async () => {
    const [e, other, c] = await Promise.all([employee(), employee('Fremd'), seedClient(h)]);
    const p = await created(h, pathOf(e.id), period(c.id));
    const url = `${pathOf(other.id)}/${p.id}`;
    expect((await h.call(url)).status).toBe(404);
    expect((await h.call(url, { method: 'PUT', body: period(c.id) })).status).toBe(404);
    expect((await h.call(url, { method: 'DELETE' })).status).toBe(404);
    expect((await h.call(`${pathOf(e.id)}/${p.id}`)).body).toEqual(p);
  });
});

describe('the employee’s trash', () => {
  test('in the trash: their history is not found; restored, it is back; purged, it is deleted and announced', async () => {
    const [e, c] = await Promise.all([employee('Erika'), seedClient(h)]);
    const p = await created(h, pathOf(e.id), period(c.id));
    expect((await h.call(`/api/employees/${e.id}`, { method: 'DELETE' })).status).toBe(204);
    for (const url of [pathOf(e.id), `${pathOf(e.id)}/${p.id}`]) expect((await h.call(url)).body.code).toBe('EMPLOYEE_NOT_FOUND');
    expect((await h.call(`/api/trash/employees/${e.id}/restore`, { method: 'POST' })).status).toBe(200);
    expect((await h.call(`${pathOf(e.id)}/${p.id}`)).body).toEqual(p);
    expect((await h.call(`/api/employees/${e.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await h.call(`/api/trash/employees/${e.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await h.svc.db.select().from(lendingHistory).where(eq(lendingHistory.employeeId, e.id))).toEqual([]);
    expect((await eventsFor(h, p.id)).at(-1)).toMatchObject({ type: 'staffing.lendingHistory.deleted', data: { id: p.id, label: expect.stringContaining('Müller, Erika') } });
  });
});

describe('permission module lending', () => {
  test('without it (or at Own scope only) → 403 on every route, nothing changed', async () => {
    const [e, c] = await Promise.all([employee(), seedClient(h)]);
    const p = await created(h, pathOf(e.id), period(c.id));
    const url = `${pathOf(e.id)}/${p.id}`;
    const without = await h.token({ employees: { read: 'All', create: 'All', update: 'All', delete: 'All' } }, null);
    const ownOnly = await h.token({ lending: { read: 'Own', create: 'Own', update: 'Own', delete: 'Own' } }, e.id);
    for (const token of [without, ownOnly]) {
      expect((await h.call(pathOf(e.id), { token })).status).toBe(403);
      expect((await h.call(url, { token })).status).toBe(403);
      expect((await h.call(pathOf(e.id), { token, body: period(c.id, { from: '2019-01-01', to: '2019-01-31' }) })).status).toBe(403);
      expect((await h.call(url, { token, method: 'PUT', body: period(c.id, { note: 'x' }) })).status).toBe(403);
      expect((await h.call(url, { token, method: 'DELETE' })).status).toBe(403);
    }
    const reader = await h.token({ lending: { read: 'All' } }, null);
    expect((await h.call(url, { token: reader })).status).toBe(200);
    expect((await h.call(url, { token: reader, method: 'DELETE' })).status).toBe(403);
    expect((await h.call(pathOf(e.id))).body.items).toEqual([p]);
  });
});
