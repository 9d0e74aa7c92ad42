/**
 * Two audit processes share the durable `audit-all` consumer of every stream and one database:
 * JetStream hands each delivery to one of them, and a redelivery that reaches the other process
 * (published again under another message id, past JetStream's duplicate window) is dropped by the
 * inbox row both write in the entry's transaction — the second waits on the first's unique key and
 * then finds it. Each event becomes exactly one audit entry.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { streams } from '@cs/contracts';
import { arrayLiteral, rowsOf } from '@cs/service-kit';
import { call, grant, testEnvelope, TestEventPublisher } from '@cs/service-kit/testing/index';
import { consumersDrained } from '@cs/service-kit/testing/consumers-drained';
import { AUDIT_CONSUMER } from '../../services/audit/src/handlers/start-audit-consumers';
import { replicasForFile } from './support/replica-platform';
import type { ServiceProcess } from './support/service-process';

const platform = replicasForFile('replicas_audit');
const EVENTS = 60;
let audits: ServiceProcess[];

beforeAll(async () => {
  audits = await platform.start('audit', 2);
}, 240_000);

/** Publishes `EVENTS` facility events, each twice: once under its id, once under another message id. */
async function publishTwice() {
  const publisher = await TestEventPublisher.connect(platform.nats.url, Object.values(streams));
  try {
    const envelopes = Array.from({ length: EVENTS }, (_, i) => {
      const id = uuidv7();
      return testEnvelope('facilities.facility.updated', { type: 'facility', id: uuidv7() }, { id, name: `Haus ${i}` }, { id });
    });
    for (const envelope of envelopes) await publisher.publishEnvelope(envelope);
    for (const envelope of envelopes) await publisher.publishEnvelope(envelope, `${envelope.id}-again`);
    return envelopes;
  } finally {
    await publisher.close();
  }
}

async function drained() {
  const nc = await connect({ servers: platform.nats.url });
  try {
    await consumersDrained(await jetstreamManager(nc), Object.values(streams).map((s) => ({ stream: s.name, durable: AUDIT_CONSUMER })));
  } finally {
    await nc.close();
  }
}

describe('two audit processes on one database', () => {
  test('every event, delivered twice, becomes exactly one audit entry; both processes read the same log', async () => {
    const envelopes = await publishTwice();
    await drained();
    const pool = new pg.Pool({ connectionString: await platform.databaseUrl('audit'), max: 1 });
    try {
      const db = drizzle({ client: pool });
      const ids = envelopes.map((e) => e.id);
      const counted = rowsOf<{ id: string; n: number }>(await db.execute(sql`select id::text, count(*)::int as n from audit_entries where id = any(${arrayLiteral(ids)}::uuid[]) group by id`));
      expect(counted).toHaveLength(EVENTS);
      expect(counted.every((row) => row.n === 1)).toBe(true);
    } finally {
      await pool.end();
    }
    const token = await platform.issuer.token({ perm: grant(['auditLog'], ['read']) });
    for (const audit of audits) {
      const res = await call(`${audit.url}/api/audit-log?entityType=facility&pageSize=100`, { token });
      expect(res.body.totalCount).toBe(EVENTS);
    }
  });
});
