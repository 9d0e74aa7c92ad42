import { v7 as uuidv7 } from 'uuid';
import { streams, type EventEnvelope, type FieldChange } from '@cs/contracts';
import type { ServiceHandle } from '@cs/service-kit';
import { call, eventually, grant, ServiceUnderTest } from '@cs/service-kit/testing/index';
import { forTestFile, STARTUP_BUDGET_MS } from '@cs/service-kit/testing/for-test-file';
import { consumersDrained } from '@cs/service-kit/testing/consumers-drained';
import { AUDIT_CONSUMER } from '../src/handlers/start-audit-consumers';
import { readConfig } from '../src/config';
import { migrationsFolder, startAudit } from '../src/service';

export interface EventInput {
  type: string;
  subject: { type: string; id: string; label?: string };
  data?: Record<string, unknown>;
  changes?: FieldChange[];
  actor?: EventEnvelope['actor'];
  occurredAt?: string;
  correlationId?: string | null;
}

/** Time allowed for starting services in a hook (the kit's, for the hooks audit tests write themselves). */
export { STARTUP_BUDGET_MS };

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

/** The kit's `ServiceUnderTest` under the names the audit tests use. */
function auditUnderTest(label: string, env: Record<string, string>, startNow: boolean) {
  const underTest = new ServiceUnderTest({
    label,
    migrationsFolder,
    start: startAudit,
    readConfig,
    env,
    persistent: true,
    startNow,
    publishTo: Object.values(streams),
    defaultClaims: { perm: grant(['auditLog', 'trash'], ['read']) },
  });
  const get = (pathAndQuery: string, bearer: string | null = underTest.defaultToken as string) =>
    call(`${underTest.url}${pathAndQuery}`, { token: bearer ?? undefined });
  return {
    underTest,
    get nats() { return underTest.nats; },
    get issuer() { return underTest.issuer; },
    get token() { return underTest.defaultToken as string; },
    env: underTest.env,
    get audit(): ServiceHandle { return underTest.svc; },
    start: () => underTest.start(),
    stopAudit: () => underTest.stopService(),
    /** Publishes an envelope as the outbox relay would (msgID = event id unless told otherwise). */
    publish: (event: EventEnvelope, msgID = event.id) => underTest.publishEnvelope(event, msgID),
    publishRaw: (subject: string, payload: string) => underTest.publishRaw(subject, payload, uuidv7()),
    /** GET on audit with the reader token, another token, or none (null). */
    get,
    /** Waits until the audit log has the entry of `eventId`. */
    async entryOf(eventId: string, entity: { type: string; id: string }) {
      return eventually(async () => {
        const res = await get(`/api/audit-log?entityType=${entity.type}&entityId=${entity.id}&pageSize=100`);
        return res.body?.items?.find((item: { id: string }) => item.id === eventId);
      });
    },
    begin: () => underTest.begin(),
    close: () => underTest.stop(),
    stop: () => underTest.stop(),
  };
}
export type AuditHarness = ReturnType<typeof auditUnderTest>;

/**
 * Audit on a private NATS with a JWKS issuer, on a database that survives a restart (a PGlite
 * directory in a temp folder, or a fresh database on TEST_DATABASE_URL), plus a producer connection;
 * `start()` starts audit.
 */
export async function auditHarness(label: string): Promise<AuditHarness> {
  const harness = auditUnderTest(label, {}, false);
  await harness.begin();
  return harness;
}

/** Audit started before this file's tests (with `env`) and stopped after them. */
export const auditForFile = (label: string, env: Record<string, string> = {}) => forTestFile(auditUnderTest(label, env, true));

/**
 * Waits until audit has handled every event of every stream. It handles several at once
 * (CONSUMER_CONCURRENCY), so one entry arriving says nothing of the events before it: before
 * asserting "all of them, none twice", wait here (also for events that come back after the ack wait).
 */
export const auditDrained = (h: AuditHarness, timeoutMs = 30_000) =>
  consumersDrained(h.audit.bus.jsm, Object.values(streams).map((s) => ({ stream: s.name, durable: AUDIT_CONSUMER })), timeoutMs);
