import { beforeAll, describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { call, eventually, forgedTokens, grant } from '@cs/service-kit/testing/index';
import { auditForFile, envelope, STARTUP_BUDGET_MS } from './support';

const h = auditForFile('audit_api');
const home = { type: 'facility', id: uuidv7() };
const other = { type: 'facility', id: uuidv7() };
const nurse = { type: 'employee', id: uuidv7() };
const bea = { userId: uuidv7(), displayName: 'Bea Büro' };
const carl = { userId: uuidv7(), displayName: 'Carl Chef' };
/** 25 events, one minute apart from 2026-01-10T08:00Z; every fifth one by Carl, the rest by Bea. */
const events = Array.from({ length: 25 }, (_, i) => {
  const subject = i < 12 ? home : i < 20 ? other : nurse;
  const verb = i % 6 === 0 ? 'created' : 'updated';
  const context = subject.type === 'facility' ? 'facilities' : 'staffing';
  return envelope({
    type: `${context}.${subject.type}.${verb}`,
    subject,
    actor: i % 5 === 0 ? carl : bea,
    occurredAt: new Date(Date.UTC(2026, 0, 10, 8, i)).toISOString(),
    changes: [{ field: 'notes', before: `v${i}`, after: `v${i + 1}` }],
  });
});
/** Two events at the same instant: the order falls back to the id, newest id first. */
const twins = [0, 1].map(() => envelope({ type: 'facilities.facility.updated', subject: other, actor: bea, occurredAt: '2026-01-11T00:00:00.000Z' }));
const newestFirst = (list: typeof events) => [...list].sort((a, b) => (a.occurredAt === b.occurredAt ? (a.id < b.id ? 1 : -1) : a.occurredAt < b.occurredAt ? 1 : -1));
const ids = (res: { body: { items: Array<{ id: string }> } }) => res.body.items.map((e) => e.id);

beforeAll(async () => {
  for (const event of [...events, ...twins]) await h.publish(event);
  // Audit handles several events at once: the last ones published may be entered before earlier ones, so wait for all.
  await eventually(async () => (await h.get('/api/audit-log?pageSize=1')).body?.totalCount >= events.length + twins.length);
}, STARTUP_BUDGET_MS);

describe('GET /api/audit-log', () => {
  test('lists every entry newest first, with equal times ordered by id', async () => {
    const res = await h.get('/api/audit-log?pageSize=100');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(newestFirst([...events, ...twins]).map((e) => e.id));
    expect(res.body).toMatchObject({ totalCount: 27, page: 1, pageSize: 100, totalPages: 1 });
  });

  test('filters by entity type and id', async () => {
    const res = await h.get(`/api/audit-log?entityType=facility&entityId=${home.id}`);
    expect(ids(res)).toEqual(newestFirst(events.slice(0, 12)).map((e) => e.id));
    expect((await h.get('/api/audit-log?entityType=employee&pageSize=100')).body.totalCount).toBe(5);
    expect((await h.get(`/api/audit-log?entityId=${nurse.id}&pageSize=100`)).body.totalCount).toBe(5);
  });

  test('filters by actor and by action', async () => {
    const byCarl = await h.get(`/api/audit-log?actorId=${carl.userId}&pageSize=100`);
    expect(ids(byCarl)).toEqual(newestFirst(events.filter((_, i) => i % 5 === 0)).map((e) => e.id));
    expect(byCarl.body.items.every((e: { actorName: string }) => e.actorName === 'Carl Chef')).toBe(true);
    const created = await h.get('/api/audit-log?action=created&pageSize=100');
    expect(ids(created)).toEqual(newestFirst(events.filter((_, i) => i % 6 === 0)).map((e) => e.id));
  });

  test('filters by time: from and to are inclusive, a date means the whole UTC day', async () => {
    const window = await h.get('/api/audit-log?from=2026-01-10T08:03:00Z&to=2026-01-10T09:05:00%2B01:00&pageSize=100');
    expect(ids(window)).toEqual(newestFirst(events.slice(3, 6)).map((e) => e.id));
    const day = await h.get('/api/audit-log?from=2026-01-10&to=2026-01-10&pageSize=100');
    expect(day.body.totalCount).toBe(25);
    expect((await h.get('/api/audit-log?from=2026-01-11&pageSize=100')).body.totalCount).toBe(2);
  });

  test('combines filters', async () => {
    const res = await h.get(`/api/audit-log?entityType=facility&entityId=${home.id}&actorId=${carl.userId}&action=updated`);
    expect(ids(res)).toEqual(newestFirst([events[5], events[10]]).map((e) => e.id));
  });

  test('pages through the entries', async () => {
    const all = newestFirst([...events, ...twins]).map((e) => e.id);
    const page2 = await h.get('/api/audit-log?page=2&pageSize=10');
    expect(page2.body).toMatchObject({ totalCount: 27, page: 2, pageSize: 10, totalPages: 3 });
    expect(ids(page2)).toEqual(all.slice(10, 20));
    expect(ids(await h.get('/api/audit-log?page=3&pageSize=10'))).toEqual(all.slice(20));
    expect(ids(await h.get('/api/audit-log?page=4&pageSize=10'))).toEqual([]);
    expect((await h.get('/api/audit-log')).body.pageSize).toBe(20);
  });

  test.each([
    ['pageSize=101'],
    ['pageSize=0'],
    ['page=0'],
    ['from=yesterday'],
    ['to=2026-13-01'],
    ['from=2026-01-10&to=2026-01-09'],
    ['action=DROP%20TABLE'],
  ])('rejects %s with 400', async (query) => {
    const res = await h.get(`/api/audit-log?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });

  test('without a token → 401; with a forged token → 401', async () => {
    expect((await h.get('/api/audit-log', null)).status).toBe(401);
    for (const [, token] of await forgedTokens(h.issuer, { perm: grant(['auditLog'], ['read']) })) {
      expect((await h.get('/api/audit-log', token)).status).toBe(401);
    }
  });

  test('without auditLog read permission → 403', async () => {
    const token = await h.issuer.token({ perm: { ...grant(['facilities', 'trash']), auditLog: { create: 'All', update: 'All' } } });
    expect((await h.get('/api/audit-log', token)).status).toBe(403);
  });

  test('entries are immutable: no route changes or deletes them', async () => {
    const url = `${h.audit.url}/api/audit-log/${events[0].id}`;
    const token = await h.issuer.token({ perm: grant(['auditLog']) });
    for (const method of ['PUT', 'PATCH', 'DELETE']) expect((await call(url, { method, token, body: {} })).status).toBe(404);
    // The list's path exists, so another method is 405 with `Allow` naming only the reads.
    for (const method of ['POST', 'DELETE']) {
      const res = await call(`${h.audit.url}/api/audit-log`, { method, token, ...(method === 'POST' ? { body: {} } : {}) });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
  });
});
