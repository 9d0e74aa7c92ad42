import { beforeAll, describe, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { purgeExpiredFromTrash } from '@cs/service-kit';
import { call, eventually, grant } from '@cs/service-kit/testing/index';
import { contractTrashable } from '../src/contracts/contract-trashable';
import { contracts } from '../src/schema';
import { outboxEventsOf, harnessForFile } from './support/harness';
import { contractBody, newFacility } from './support/contracts';

// A short purge interval so the retention timer can be observed; retention stays 30 days.
const h = harnessForFile('contracts_trash', { TRASH_PURGE_INTERVAL_SECONDS: '1' });
let facilityId: string;
beforeAll(async () => {
  facilityId = (await newFacility(h)).id;
});

const create = async (overrides: Record<string, unknown> = {}) => (await h.api('/api/contracts', { body: contractBody(facilityId, overrides) })).body;
const remove = (id: string, headers: Record<string, string> = {}) => h.api(`/api/contracts/${id}`, { method: 'DELETE', headers });
const restore = (id: string) => h.api(`/api/trash/contracts/${id}/restore`, { method: 'POST' });
const purge = (id: string) => h.api(`/api/trash/contracts/${id}`, { method: 'DELETE' });
const rowOf = async (id: string) => (await h.svc.db.select().from(contracts).where(eq(contracts.id, id)))[0];
const backdate = (id: string, days: number) =>
  h.svc.db.execute(sql`update contracts set deleted_at = now() - make_interval(days => ${days}) where id = ${id}`);

describe('soft delete', () => {
  test('DELETE → 204; the contract disappears from get, list, update and a second delete', async () => {
    const created = await create();
    const res = await remove(created.id);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await h.api(`/api/contracts/${created.id}`)).status).toBe(404);
    expect((await h.api(`/api/contracts?facilityId=${facilityId}`)).body.items.map((c: { id: string }) => c.id)).not.toContain(created.id);
    expect((await h.api(`/api/contracts/${created.id}`, { method: 'PUT', body: contractBody(facilityId) })).status).toBe(404);
    expect((await remove(created.id)).status).toBe(404);
  });

  test('the row is kept with deletedAt and deletedBy', async () => {
    const created = await create();
    await remove(created.id);
    expect(await rowOf(created.id)).toMatchObject({ deletedBy: '00000000-0000-7000-8000-000000000001', deletedAt: expect.any(Date) });
  });

  test('If-Match: stale → 412 and nothing deleted; current → 204', async () => {
    const created = await create();
    expect((await remove(created.id, { 'if-match': '"5"' })).status).toBe(412);
    expect((await h.api(`/api/contracts/${created.id}`)).status).toBe(200);
    expect((await remove(created.id, { 'if-match': '"1"' })).status).toBe(204);
  });

  test('the number of a trashed contract stays reserved (409)', async () => {
    const created = await create({ number: 'T-RES' });
    await remove(created.id);
    expect((await h.api('/api/contracts', { body: contractBody(facilityId, { number: 'T-RES' }) })).status).toBe(409);
  });

  test('needs contracts:delete', async () => {
    const created = await create();
    const token = await h.issuer.token({ perm: grant(['contracts'], ['read', 'create', 'update']) });
    expect((await call(`${h.svc.url}/api/contracts/${created.id}`, { method: 'DELETE', token })).status).toBe(403);
  });
});

describe('restore from the trash', () => {
  test('brings the contract back exactly as it was (only version and updatedAt move on)', async () => {
    const created = await create({ validTo: '2026-12-31', status: 'Active', signedOn: '2025-11-30', notes: 'wie vorher' });
    await remove(created.id);
    const res = await restore(created.id);
    expect(res.status).toBe(200);
    const { version, updatedAt, ...rest } = res.body;
    const { version: v0, updatedAt: u0, ...before } = created;
    expect(rest).toEqual(before);
    expect(version).toBeGreaterThan(v0);
    expect(updatedAt >= u0).toBe(true);
    expect((await h.api(`/api/contracts/${created.id}`)).body).toEqual(res.body);
    expect(await rowOf(created.id)).toMatchObject({ deletedAt: null, deletedBy: null });
  });

  test('a contract that is not in the trash → 404 (live, unknown, purged)', async () => {
    const live = await create();
    expect((await restore(live.id)).status).toBe(404);
    expect((await restore('0190d1c4-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await restore('kaputt')).status).toBe(400);
  });

  test('needs trash:update, not contracts permissions', async () => {
    const created = await create();
    await remove(created.id);
    const contractsOnly = await h.issuer.token({ perm: grant(['contracts']) });
    expect((await call(`${h.svc.url}/api/trash/contracts/${created.id}/restore`, { method: 'POST', token: contractsOnly })).status).toBe(403);
    const trashUpdate = await h.issuer.token({ perm: grant(['trash'], ['update']) });
    expect((await call(`${h.svc.url}/api/trash/contracts/${created.id}/restore`, { method: 'POST', token: trashUpdate })).status).toBe(200);
  });
});

describe('purge from the trash', () => {
  test('removes the row for good: 204, then nothing to restore or purge, the number is free again', async () => {
    const created = await create({ number: 'T-PURGE' });
    await remove(created.id);
    expect((await purge(created.id)).status).toBe(204);
    expect(await rowOf(created.id)).toBeUndefined();
    expect((await restore(created.id)).status).toBe(404);
    expect((await purge(created.id)).status).toBe(404);
    expect((await h.api('/api/contracts', { body: contractBody(facilityId, { number: 'T-PURGE' }) })).status).toBe(200);
  });

  test('a live contract cannot be purged (404) and stays', async () => {
    const created = await create();
    expect((await purge(created.id)).status).toBe(404);
    expect((await h.api(`/api/contracts/${created.id}`)).status).toBe(200);
  });

  test('needs trash:delete', async () => {
    const created = await create();
    await remove(created.id);
    const token = await h.issuer.token({ perm: grant(['trash'], ['read', 'update']) });
    expect((await call(`${h.svc.url}/api/trash/contracts/${created.id}`, { method: 'DELETE', token })).status).toBe(403);
  });
});

describe('retention (TRASH_RETENTION_DAYS, default 30)', () => {
  test('purges only contracts trashed longer ago than the retention, as a system action', async () => {
    const old = await create({ number: 'T-OLD' });
    const recent = await create({ number: 'T-RECENT' });
    const live = await create({ number: 'T-LIVE' });
    await remove(old.id);
    await remove(recent.id);
    await backdate(old.id, 31);
    await backdate(recent.id, 29);
    await purgeExpiredFromTrash(h.svc, [contractTrashable], 30); // what the retention timer runs (service.ts)
    expect(await rowOf(old.id)).toBeUndefined();
    expect(await rowOf(recent.id)).toMatchObject({ id: recent.id });
    expect(await rowOf(live.id)).toMatchObject({ id: live.id });
    const purged = (await outboxEventsOf(h.svc, old.id)).at(-1)!;
    expect(purged).toMatchObject({ type: 'facilities.contract.purged', actor: { userId: null }, data: { id: old.id } });
  });

  test('the timer of the running service purges expired contracts by itself', async () => {
    const old = await create({ number: 'T-TIMER' });
    await remove(old.id);
    await backdate(old.id, 45);
    await eventually(async () => (await rowOf(old.id)) === undefined);
    expect((await outboxEventsOf(h.svc, old.id)).at(-1)!.type).toBe('facilities.contract.purged');
  });
});
