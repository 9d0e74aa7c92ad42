import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { rowsOf } from '@cs/service-kit';
import { call, eventually, grant } from '@cs/service-kit/testing/index';
import { auditForFile, envelope, STARTUP_BUDGET_MS } from './support';

/**
 * Issue 12: no event is dropped without a record. Audit parks an event after 3 failed deliveries
 * here (CONSUMER_MAX_ATTEMPTS), retrying from 5 ms on, so "longer than the retry window" is a few
 * hundred milliseconds of real deliveries.
 */
const MAX_ATTEMPTS = 3;
const h = auditForFile('audit_parked', { CONSUMER_MAX_ATTEMPTS: String(MAX_ATTEMPTS), CONSUMER_RETRY_BASE_MS: '5', CONSUMER_CONCURRENCY: '1' });
let operator: string;

beforeAll(async () => {
  operator = await h.issuer.token({ perm: grant(['parkedEvents', 'auditLog'], ['read', 'update']) });
  // Deliveries that reached the database while it "was away" (a sequence: not rolled back with the failed transaction).
  await h.audit.db.execute(sql`create sequence outage_attempts`);
  await h.audit.db.execute(sql`create table broken_entities (id text primary key)`);
  await h.audit.db.execute(sql.raw(`create function fail_insert() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from broken_entities where id = new.entity_id) then raise exception 'audit entry refused by a bug'; end if;
      if tg_argv[0] = 'outage' then perform nextval('outage_attempts'); raise exception 'connection to the database lost' using errcode = '08006'; end if;
      return new;
    end $$`));
}, STARTUP_BUDGET_MS);

const db = () => h.audit.db;
const outageAttempts = async () => Number(rowsOf<{ n: string }>(await db().execute(sql`select case when is_called then last_value else 0 end as n from outage_attempts`))[0].n);
const parkedOf = async (eventId: string) => rowsOf<{ id: string; attempts: number; reason: string }>(await db().execute(sql`select id, attempts, reason from parked_events where event_id = ${eventId}`));
const admin = (path: string, init: { method?: string; token?: string | null } = {}) =>
  call(`${h.audit.url}${path}`, { method: init.method, token: init.token === null ? undefined : (init.token ?? operator) });

test('when the audit database is unavailable for longer than the retry window, then no entry is lost or parked', async () => {
  await db().execute(sql`create trigger outage before insert on audit_entries for each row execute function fail_insert('outage')`);
  const subject = { type: 'facility', id: uuidv7() };
  const event = await h.publish(envelope({ type: 'facilities.facility.created', subject }));
  await eventually(async () => (await outageAttempts()) > 2 * MAX_ATTEMPTS, 60_000);
  expect(await parkedOf(event.id)).toEqual([]);
  await db().execute(sql`drop trigger outage on audit_entries`);
  await h.entryOf(event.id, subject);
  expect(await parkedOf(event.id)).toEqual([]);
});

test('when a handler always fails, then the event is parked with its error, and a replay after the fix applies it once', async () => {
  await db().execute(sql`create trigger bug before insert on audit_entries for each row execute function fail_insert('bug')`);
  const subject = { type: 'facility', id: uuidv7() };
  await db().execute(sql`insert into broken_entities values (${subject.id})`);
  const event = await h.publish(envelope({ type: 'facilities.facility.created', subject }));
  const [row] = await eventually(async () => ((await parkedOf(event.id)).length ? parkedOf(event.id) : null));
  expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, reason: expect.stringContaining('refused by a bug') });
  const later = { type: 'facility', id: uuidv7() };
  await h.entryOf((await h.publish(envelope({ type: 'facilities.facility.created', subject: later }))).id, later);

  const listed = await admin('/api/admin/parked-events/audit');
  expect(listed.status).toBe(200);
  expect(listed.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ id: row.id, eventId: event.id, consumer: 'audit-all', stream: 'FACILITIES', replayedAt: null })]));
  expect((await admin('/api/admin/parked-events/audit', { token: null })).status).toBe(401);
  expect((await admin('/api/admin/parked-events/audit', { token: h.token })).status).toBe(403);

  const tooEarly = await admin(`/api/admin/parked-events/audit/${row.id}/replay`, { method: 'POST' });
  expect([tooEarly.status, tooEarly.body.code]).toEqual([409, 'PARKED_EVENT_STILL_FAILING']);
  await db().execute(sql`delete from broken_entities`);
  const replayed = await admin(`/api/admin/parked-events/audit/${row.id}/replay`, { method: 'POST' });
  expect([replayed.status, replayed.body.outcome]).toEqual([200, 'applied']);
  const again = await admin(`/api/admin/parked-events/audit/${row.id}/replay`, { method: 'POST' });
  expect(again.status).toBe(404);

  const entries = (await h.get(`/api/audit-log?entityType=facility&entityId=${subject.id}`)).body.items as Array<{ id: string }>;
  expect(entries.map((e) => e.id)).toEqual([event.id]);
  const replayEntries = (await h.get(`/api/audit-log?entityType=parkedEvent&entityId=${row.id}`)).body.items;
  expect(replayEntries).toEqual([expect.objectContaining({ action: 'replayed', eventType: 'audit.parkedEvent.replayed' })]);
  expect((await admin('/api/admin/parked-events/audit')).body.items.some((p: { id: string }) => p.id === row.id)).toBe(false);
});
