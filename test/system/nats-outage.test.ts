/**
 * A NATS outage costs the API nothing and loses no event: while the test's nats-server is stopped
 * (SIGSTOP — it keeps its sockets and answers nothing, so the relay's publish hangs), writes and
 * reads through the gateway answer while the relay's publish is still pending; once NATS is back,
 * every change reaches the audit log exactly once.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { eventually } from '@cs/service-kit/testing/index';
import { rowsOf } from '@cs/service-kit/db';
import { startSystem, type System } from './start-system';
import { Caller, unique, type Json } from './support/office';
import { historyOf } from './support/audit-log';

let system: System;
let admin: Caller;

beforeAll(async () => {
  system = await startSystem('sys_nats_outage');
  admin = new Caller(system, (await system.login()).token);
}, 180_000);

afterAll(async () => {
  system?.nats.resume();
  await system?.stop();
});

/**
 * Records, in order, when the facilities relay starts a publish and when one gets through (the real
 * publish runs). A publish that fails is recorded apart: on a loaded machine the writes below can
 * take longer than the relay's publish timeout (5 s), and the relay then tries again.
 */
function watchPublishes(timeline: string[]) {
  const js = system.facilities.bus.js;
  const publish = js.publish.bind(js);
  js.publish = (async (...args: Parameters<typeof publish>) => {
    timeline.push('publish started');
    try {
      const ack = await publish(...args);
      timeline.push('publish settled');
      return ack;
    } catch (error) {
      timeline.push('publish failed');
      throw error;
    }
  }) as typeof js.publish;
}

const facilityBody = () => ({ name: unique('Haus Ausfall'), city: 'Berlin', travelCostMode: 'ProKilometer', travelCostPerKm: 0.3 });

describe('NATS outage', () => {
  test('writes answer while the relay waits for a stopped NATS, and every event is audited once it is back', async () => {
    const before: Json = await admin.post('/api/facilities', facilityBody());
    await eventually(async () => (await historyOf(admin, { type: 'facility', id: before.id })).length === 1);

    const timeline: string[] = [];
    watchPublishes(timeline);
    system.nats.pause();

    const first: Json = await admin.post('/api/facilities', facilityBody());
    timeline.push('write answered');
    await eventually(async () => timeline.includes('publish started'));

    const created: Json[] = [first];
    for (let i = 0; i < 4; i++) {
      created.push(await admin.post('/api/facilities', facilityBody()));
      timeline.push('write answered');
    }
    await admin.put(`/api/facilities/${before.id}`, { name: before.name, city: 'Leipzig' });
    timeline.push('write answered');
    const list: Json = await admin.get('/api/facilities?page=1&pageSize=100');
    timeline.push('read answered');
    expect(list.totalCount).toBeGreaterThanOrEqual(6);

    // Every answer came while no publish had got through (NATS still stopped).
    const lastAnswer = timeline.lastIndexOf('read answered');
    expect(timeline.slice(0, lastAnswer + 1).filter((e) => e === 'publish settled')).toEqual([]);
    const unpublished = rowsOf<{ n: number }>(await system.facilities.db.execute(sql`select count(*)::int as n from outbox where published_at is null`));
    expect(unpublished[0]!.n).toBe(6);

    system.nats.resume();

    for (const facility of created) {
      const history = await eventually(async () => {
        const entries = await historyOf(admin, { type: 'facility', id: facility.id });
        return entries.length > 0 ? entries : null;
      }, 60_000);
      expect(history.map((e: Json) => e.action)).toEqual(['created']);
    }
    const updated = await eventually(async () => {
      const entries = await historyOf(admin, { type: 'facility', id: before.id });
      return entries.length >= 2 ? entries : null;
    }, 60_000);
    expect(updated.map((e: Json) => e.action)).toEqual(['updated', 'created']);
    // Audit may hold the last event before the relay has committed its publication: wait for the outbox to empty.
    await eventually(async () => rowsOf<{ n: number }>(await system.facilities.db.execute(sql`select count(*)::int as n from outbox where published_at is null`))[0]!.n === 0);
  }, 180_000);
});
