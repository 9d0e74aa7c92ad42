import { describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { grant } from '@cs/service-kit/testing/index';
import { harnessForFile, outboxEventsOf } from './support/harness';

// The kit's Idempotency-Key handling (libs/service-kit/src/idempotency/), on a real service: creates
// of clients, as a client would repeat one whose answer it never got.
const h = harnessForFile('idempotency_keys');
const clientCount = async () => (await h.api('/api/clients')).body.totalCount as number;
const create = (key: string | undefined, body: unknown, token?: string) =>
  h.api('/api/clients', { body, ...(token ? { token } : {}), headers: key === undefined ? {} : { 'idempotency-key': key } });

describe('a repeat with the same key', () => {
  test('gets the first answer, marked as replayed; the client exists once, with one event', async () => {
    const before = await clientCount();
    const key = uuidv7();
    const first = await create(key, { name: 'Haus Wiederholt' });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await create(key, { name: 'Haus Wiederholt' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await clientCount()).toBe(before + 1);
    expect(await outboxEventsOf(h.svc, first.body.id)).toHaveLength(1);
  });

  test('the key in its quoted structured-field form is the same key', async () => {
    const key = uuidv7();
    const first = await create(key, { name: 'Haus Zitat' });
    const quoted = await create(`"${key}"`, { name: 'Haus Zitat' });
    expect(quoted.headers.get('idempotent-replayed')).toBe('true');
    expect(quoted.body.id).toBe(first.body.id);
  });

  test('a refusal of the service is answered again as it was (the work is not tried twice)', async () => {
    const key = uuidv7();
    const body = { name: 'Haus Ohne Kunde', clientId: '0190d1c4-0000-7000-8000-000000000000' };
    const first = await h.api('/api/facilities', { body, headers: { 'idempotency-key': key } });
    expect(first.status).toBe(404);
    expect(first.body.code).toBe('CLIENT_NOT_FOUND');
    const again = await h.api('/api/facilities', { body, headers: { 'idempotency-key': key } });
    expect(again.status).toBe(404);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  test('a request the schema refuses stores nothing: corrected, the same key does the work', async () => {
    const key = uuidv7();
    expect((await create(key, { name: 42 })).status).toBe(400);
    const corrected = await create(key, { name: 'Haus Korrigiert' });
    expect(corrected.status).toBe(200);
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
  });

  test('twelve at once: one does the work; the others wait (409 with Retry-After) or get its answer', async () => {
    const before = await clientCount();
    const key = uuidv7();
    const answers = await Promise.all(Array.from({ length: 12 }, () => create(key, { name: 'Haus Gleichzeitig' })));
    const done = answers.filter((a) => a.status === 200);
    const waiting = answers.filter((a) => a.status === 409);
    expect(done.length + waiting.length).toBe(12);
    expect(new Set(done.map((a) => a.body.id)).size).toBe(1);
    expect(done.filter((a) => a.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    for (const a of waiting) {
      expect(a.body.code).toBe('IDEMPOTENCY_KEY_IN_USE');
      expect(a.headers.get('retry-after')).toBe('1');
    }
    const later = await create(key, { name: 'Haus Gleichzeitig' });
    expect(later.body.id).toBe(done[0].body.id);
    expect(await clientCount()).toBe(before + 1);
  });
});

describe('what a key does not do', () => {
  test('the same key with another body → 422 IDEMPOTENCY_KEY_REUSED, nothing created', async () => {
    const key = uuidv7();
    await create(key, { name: 'Haus Eins' });
    const before = await clientCount();
    const other = await create(key, { name: 'Haus Zwei' });
    expect(other.status).toBe(422);
    expect(other.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(other.body).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await clientCount()).toBe(before);
  });

  test('the same key on another path → 422', async () => {
    const key = uuidv7();
    await create(key, { name: 'Haus Pfad' });
    const facility = await h.api('/api/facilities', { body: { name: 'Haus Pfad' }, headers: { 'idempotency-key': key } });
    expect(facility.status).toBe(422);
  });

  test("another caller's key is their own: the same value creates again", async () => {
    const key = uuidv7();
    const mine = await create(key, { name: 'Haus Geteilt' });
    const theirs = await create(key, { name: 'Haus Geteilt' }, await h.issuer.token({ sub: uuidv7(), perm: grant(['clients']) }));
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  test.each([
    ['too long', 'k'.repeat(256)],
    ['a space inside', 'two words'],
    ['a control character', 'tab\there'],
    ['empty', ''],
  ])('a malformed key (%s) → 400 IDEMPOTENCY_KEY_INVALID, nothing created', async (_, key) => {
    const before = await clientCount();
    const res = await create(key, { name: 'Haus Fehlerhaft' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID', errors: { 'Idempotency-Key': ['is malformed'] } });
    expect(await clientCount()).toBe(before);
  });

  test('without a key, two sends are two clients', async () => {
    const before = await clientCount();
    await create(undefined, { name: 'Haus Doppelt' });
    await create(undefined, { name: 'Haus Doppelt' });
    expect(await clientCount()).toBe(before + 2);
  });
});

describe('a first request that never answered', () => {
  const digestOfSecond = async (key: string) => {
    // The digest a real request stored: made by sending it, then read back.
    await create(key, { name: 'Haus Verwaist' });
    const { rows } = (await h.svc.db.execute(sql`select request_digest from idempotency_keys where key = ${key}`)) as unknown as { rows: { request_digest: string }[] };
    return rows[0].request_digest;
  };

  test('holds its key for the lease: a repeat meanwhile → 409; after the lease the repeat does the work', async () => {
    const key = uuidv7();
    const digest = await digestOfSecond(key);
    const orphan = uuidv7();
    const caller = '00000000-0000-7000-8000-000000000001';
    await h.svc.db.execute(sql`
      insert into idempotency_keys (caller, key, request_digest, locked_until) values (${caller}, ${orphan}, ${digest}, now() + interval '1 minute')`);
    const held = await create(orphan, { name: 'Haus Verwaist' });
    expect(held.status).toBe(409);
    expect(held.body.code).toBe('IDEMPOTENCY_KEY_IN_USE');

    await h.svc.db.execute(sql`update idempotency_keys set locked_until = now() - interval '1 second' where key = ${orphan}`);
    const before = await clientCount();
    const taken = await create(orphan, { name: 'Haus Verwaist' });
    expect(taken.status).toBe(200);
    expect(taken.headers.get('idempotent-replayed')).toBeNull();
    expect(await clientCount()).toBe(before + 1);
  });

  test('a key older than a day is forgotten: the same value is a new request', async () => {
    const key = uuidv7();
    const first = await create(key, { name: 'Haus Gestern' });
    await h.svc.db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`);
    const next = await create(key, { name: 'Haus Heute' });
    expect(next.status).toBe(200);
    expect(next.body.id).not.toBe(first.body.id);
  });
});
