/**
 * Audit completeness, generated from the route tables: every operation marked `mutates: true`, sent
 * once through the gateway with a valid sample request, adds exactly one audit entry to the record
 * it changed — with the right action, the caller as actor, the request id as correlationId and no
 * secrets. A mutating operation without a sample here fails the suite, so the table cannot go stale.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Operation } from '@cs/contracts';
import { allOperations } from '@cs/contracts/http/index';
import { systemForFile } from './start-system';
import type { Caller } from './support/office';
import { sampleContext } from './support/sample-context';
import type { AuditedEntity, SampleBuilder, SampleContext } from './support/audit-sample';
import { facilitiesSamples, identitySamples } from './support/audit-samples-identity-facilities';
import { staffingSamples } from './support/audit-samples-staffing';
import { timesheetSamples } from './support/timesheet-samples';
import { facilityPortalSamples } from './support/facility-portal-samples';
import { invoiceSamples } from './support/invoice-samples';
import { parkedEventSamples } from './support/audit-samples-parked-events';
import { payrollSamples } from './support/payroll-samples';
import { auditDrained, awaitEntriesOfRequest, entriesOfRequest } from './support/audit-log';

const samples: Record<string, SampleBuilder> = { ...facilitiesSamples, ...identitySamples, ...staffingSamples, ...timesheetSamples, ...facilityPortalSamples, ...invoiceSamples, ...payrollSamples, ...parkedEventSamples };

/**
 * Operations that change server state without changing a record anyone administers, so they are
 * deliberately not audited (identity logs them as `security.*` log lines instead).
 */
const notAudited: Record<string, string> = {
  login: 'starts a session (refresh-token family) and stamps lastLoginAt — bookkeeping, not an edit',
  refresh: 'rotates the refresh token within an existing session',
  logout: 'ends a session; sessions are not records of the audit log',
  checkAssignmentDuties: 'a preview with explicit duties in the body: runs the checks, saves nothing',
};

const operations = allOperations();
const mutating = operations.filter(([, op]) => op.mutates);

const system = systemForFile('sys_audit_completeness');
let ctx: SampleContext;
let administrator: { caller: Caller; userId: string; displayName: string };
const made: Array<{ label: string; entity: AuditedEntity; requestId: string }> = [];

beforeAll(async () => {
  ({ ctx, administrator } = await sampleContext(system));
}, 180_000);

const label = (name: string, op: Operation) => `${op.method.toUpperCase()} ${op.path} (${name})`;
const fill = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_m, key: string) => {
    if (!(key in params)) throw new Error(`sample lacks path parameter ${key}`);
    return encodeURIComponent(params[key]);
  });

describe('the route tables', () => {
  test('every operation other than a read is marked mutating, or exempt here with a reason', () => {
    const unmarked = operations.filter(([name, op]) => op.method !== 'get' && !op.mutates && !(name in notAudited));
    expect(unmarked.map(([name, op]) => label(name, op))).toEqual([]);
  });

  test('no read is marked mutating, and no exempt operation is', () => {
    expect(mutating.filter(([name, op]) => op.method === 'get' || name in notAudited).map(([name]) => name)).toEqual([]);
    expect(Object.keys(notAudited).filter((name) => !operations.some(([n]) => n === name))).toEqual([]);
  });

  test('every mutating operation has a sample request here, and every sample a mutating operation', () => {
    expect(mutating.filter(([name]) => !(name in samples)).map(([name, op]) => label(name, op))).toEqual([]);
    expect(Object.keys(samples).filter((name) => !mutating.some(([n]) => n === name))).toEqual([]);
  });
});

describe('every mutating operation, sent once through the gateway', () => {
  test.each(mutating.map(([name, op]) => [label(name, op), name, op] as const))(
    '%s adds exactly one audit entry to the record it changed',
    async (title, name, op) => {
      const build = samples[name];
      if (!build) throw new Error(`${name} has no sample request (see the route-table tests)`);
      const sample = await build(ctx);
      const as = sample.as ?? administrator;
      const res = await as.caller.send(op.method, fill(op.path, sample.params), { body: sample.body, headers: sample.headers });
      expect({ status: res.status, body: res.body }).toMatchObject({ status: op.status ?? 200 });
      const entity = typeof sample.entity === 'function' ? sample.entity(res.body) : sample.entity;
      made.push({ label: title, entity, requestId: res.requestId });

      const entries = await awaitEntriesOfRequest(administrator.caller, entity, res.requestId);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        entityType: entity.type,
        entityId: entity.id,
        action: sample.action,
        eventType: expect.stringMatching(new RegExp(`\\.${sample.action}$`)),
        actorId: as.userId,
        actorName: as.displayName,
        correlationId: res.requestId,
      });
      const changedFields = entries[0].changes.map((c: { field: string }) => c.field);
      expect(changedFields).toEqual(expect.arrayContaining(sample.changed ?? []));
      const text = JSON.stringify(entries);
      for (const secret of sample.secrets ?? []) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/\$argon2|passwordHash|tokenHash/);
    },
  );

  test('afterwards every one of those requests still has exactly one entry (no late duplicates)', async () => {
    await auditDrained(system); // every event handled: a late duplicate would be in by now
    const counts = await Promise.all(made.map(async (m) => [m.label, (await entriesOfRequest(administrator.caller, m.entity, m.requestId)).length] as const));
    expect(counts.filter(([, n]) => n !== 1)).toEqual([]);
    expect(made).toHaveLength(mutating.length);
  });
});
