import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { streams, subjectOf, type EventEnvelope, type FieldChange } from '@cs/contracts';
import { connectBus, createLogger, ensureStream, type Bus, type ServiceHandle } from '@cs/service-kit';
import { call, createTestDatabase, eventually, grant, startNats, TestIssuer, testEnv, type TestNats } from '@cs/service-kit/testing/index';
import { consumersDrained } from '@cs/service-kit/testing/consumers-drained';
import { AUDIT_CONSUMER } from '../src/handlers/start-audit-consumers';
import { readConfig } from '../src/config';
import { startAudit } from '../src/service';

export interface EventInput {
  type: string;
  subject: { type: string; id: string };
  data?: Record<string, unknown>;
  changes?: FieldChange[];
  actor?: EventEnvelope['actor'];
  occurredAt?: string;
  correlationId?: string | null;
}

/** Time allowed for starting services in a hook (embedded PostgreSQL is slow to boot on a busy machine). */
export const STARTUP_BUDGET_MS = 120_000;

export const ADMIN = { userId: '0190f000-0000-7000-8000-00000000a001', displayName: 'Anna Admin' };

/** A complete envelope as a producer's outbox would publish it. */
export const envelope = (input: EventInput): EventEnvelope => ({
  id: uuidv7(),
  type: input.type,
  version: 1,
  occurredAt: input.occurredAt ?? new Date().toISOString(),
  actor: input.actor ?? ADMIN,
  subject: input.subject,
  data: input.data ?? {},
  changes: input.changes,
  correlationId: input.correlationId ?? null,
});

/**
 * Audit on a private NATS with a JWKS issuer, on a database that survives a restart (a PGlite
 * directory in a temp folder, or a fresh database on TEST_DATABASE_URL), plus a producer connection.
 */
export async function auditHarness(label: string) {
  const nats: TestNats = await startNats();
  const issuer = await TestIssuer.start();
  const database = await createTestDatabase(label);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'audit-test-'));
  const env = testEnv({ NATS_URL: nats.url, JWKS_URL: issuer.jwksUrl, DATABASE_URL: database.url, DATA_DIR: dataDir });
  const producer: Bus = await connectBus(nats.url, 'test-producer', createLogger('test-producer', 'silent'));
  for (const stream of Object.values(streams)) await ensureStream(producer.jsm, stream);
  const token = await issuer.token({ perm: grant(['auditLog', 'trash'], ['read']) });
  let audit: ServiceHandle | null = null;
  const running = (): ServiceHandle => {
    if (!audit) throw new Error('audit is not running');
    return audit;
  };
  const get = (pathAndQuery: string, bearer: string | null = token) => call(`${running().url}${pathAndQuery}`, { token: bearer ?? undefined });

  return {
    nats,
    issuer,
    token,
    env,
    get audit(): ServiceHandle {
      return running();
    },
    async start() {
      audit = await startAudit(readConfig(env));
      return audit;
    },
    async stopAudit() {
      await audit?.stop();
      audit = null;
    },
    /** Publishes an envelope as the outbox relay would (msgID = event id unless told otherwise). */
    async publish(event: EventEnvelope, msgID = event.id) {
      await producer.js.publish(subjectOf(event), JSON.stringify(event), { msgID });
      return event;
    },
    async publishRaw(subject: string, payload: string) {
      await producer.js.publish(subject, payload, { msgID: uuidv7() });
    },
    /** GET on audit with the reader token, another token, or none (null). */
    get,
    /** Waits until the audit log has the entry of `eventId`. */
    async entryOf(eventId: string, entity: { type: string; id: string }) {
      return eventually(async () => {
        const res = await get(`/api/audit-log?entityType=${entity.type}&entityId=${entity.id}&pageSize=100`);
        return res.body?.items?.find((item: { id: string }) => item.id === eventId);
      });
    },
    async close() {
      await audit?.stop();
      await producer.close();
      await database.drop();
      await issuer.stop();
      await nats.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type AuditHarness = Awaited<ReturnType<typeof auditHarness>>;

/**
 * Waits until audit has handled every event of every stream. It handles several at once
 * (CONSUMER_CONCURRENCY), so one entry arriving says nothing of the events before it: before
 * asserting "all of them, none twice", wait here (also for events that come back after the ack wait).
 */
export const auditDrained = (h: AuditHarness, timeoutMs = 30_000) =>
  consumersDrained(h.audit.bus.jsm, Object.values(streams).map((s) => ({ stream: s.name, durable: AUDIT_CONSUMER })), timeoutMs);
