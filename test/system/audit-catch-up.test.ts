/**
 * Audit being down loses nothing: while it is stopped, changes in facilities, staffing and identity
 * go through the gateway as usual; audit started again on the same database resumes its durable
 * consumers and records every one of them — and nothing twice.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { eventually } from '@cs/service-kit/testing/index';
import { systemForFile } from './start-system';
import { Caller, records, type Json, type Records } from './support/office';
import type { AuditedEntity } from './support/audit-sample';
import { auditDrained, awaitEntriesOfRequest, historyOf } from './support/audit-log';

const system = systemForFile('sys_audit_catch_up', { persistentAudit: true });
let admin: Caller;
let make: Records;
let me: { id: string; displayName: string };

beforeAll(async () => {
  admin = new Caller(system, (await system.login()).token);
  me = await admin.get('/api/auth/me');
  make = records(admin);
}, 180_000);

interface Change {
  entity: AuditedEntity;
  action: string;
  requestId: string;
}

/** A change through the gateway that must succeed; what its audit entry must be. */
async function change(method: string, path: string, body: unknown, action: string, entityOf: (res: Json) => AuditedEntity): Promise<Change> {
  const res = await admin.send(method, path, { body });
  if (res.status >= 300) throw new Error(`${method} ${path} → ${res.status} ${res.text}`);
  return { entity: entityOf(res.body), action, requestId: res.requestId };
}

/**
 * Events that reached the stopping audit instance but were not handled come back after the
 * consumer's ack wait (10 s): catch-up waits allow for that.
 */
const CATCH_UP_MS = 30_000;

/** The actions of a record's history, newest first, once it has at least `count` entries. */
async function actionsOf(entity: AuditedEntity, count: number): Promise<string[]> {
  const history = await eventually(async () => {
    const entries = await historyOf(admin, entity);
    return entries.length >= count ? entries : null;
  }, CATCH_UP_MS);
  return history.map((e) => e.action);
}

/** All entries of the log, every page. */
async function wholeLog(): Promise<Json[]> {
  const entries: Json[] = [];
  for (let page = 1; ; page++) {
    const res = await admin.get(`/api/audit-log?page=${page}&pageSize=100`);
    entries.push(...res.items);
    if (page >= res.totalPages) return entries;
  }
}

describe('audit catches up after downtime', () => {
  test('changes made in every context while audit was stopped are all recorded once after it starts again on the same database', async () => {
    const facility = await make.facility();
    // Staffing's directory has the facility (make.facility waits for it); audit's entry comes over its own consumer.
    expect(await actionsOf({ type: 'facility', id: facility.id }, 1)).toEqual(['created']);
    const role = await make.role();

    await system.audit.stop();
    expect((await admin.send('get', '/api/audit-log')).status).toBe(503);

    const changes: Change[] = [];
    const facilityRef = { type: 'facility', id: facility.id };
    changes.push(await change('put', `/api/facilities/${facility.id}`, { name: facility.name, city: 'Leipzig' }, 'updated', () => facilityRef));
    changes.push(await change('post', '/api/contracts', { facilityId: facility.id, number: 'CATCH-1', validFrom: '2025-01-01', status: 'Active' }, 'created', (r) => ({ type: 'contract', id: r.id })));
    const employee = await change('post', '/api/employees', { firstName: 'Clara', lastName: 'Nachtrag', entryDate: '2023-05-01', qualifications: ['pflegehelfer'] }, 'created', (r) => ({ type: 'employee', id: r.id }));
    changes.push(employee);
    changes.push(await change('post', '/api/absences', { employeeId: employee.entity.id, type: 'vacation', startDate: '2033-01-03', endDate: '2033-01-07' }, 'created', (r) => ({ type: 'absence', id: r.id })));
    const order = await change('post', '/api/orders', { facilityId: facility.id, startDate: '2033-02-07', endDate: '2033-02-11', hoursPerDay: 8 }, 'created', (r) => ({ type: 'order', id: r.id }));
    changes.push(order);
    changes.push(await change('delete', `/api/orders/${order.entity.id}`, undefined, 'deleted', () => order.entity));
    changes.push(await change('put', `/api/roles/${role.id}`, { name: role.name, description: 'changed while audit was down', permissions: [] }, 'updated', () => ({ type: 'role', id: role.id })));
    const user = await change('post', '/api/users', { email: 'catch-up@example.com', displayName: 'Nachgetragen', roleIds: [role.id], password: 'catch-up-password' }, 'created', (r) => ({ type: 'user', id: r.id }));
    changes.push(user);
    changes.push(await change('post', `/api/users/${user.entity.id}/deactivate`, undefined, 'deactivated', () => user.entity));

    await system.restartAudit();

    for (const c of changes) {
      const [entry] = await awaitEntriesOfRequest(admin, c.entity, c.requestId, CATCH_UP_MS);
      expect(entry).toMatchObject({ action: c.action, actorId: me.id, actorName: me.displayName });
    }
    expect(await actionsOf(facilityRef, 2)).toEqual(['updated', 'created']);
    expect(await actionsOf(order.entity, 2)).toEqual(['deleted', 'created']);
    // The deactivation also revoked the user's access tokens (identity.accessTokens.revoked, actor system).
    expect((await actionsOf(user.entity, 3)).sort()).toEqual(['created', 'deactivated', 'revoked']);
    expect(await actionsOf({ type: 'role', id: role.id }, 2)).toEqual(['updated', 'created']);

    const log = await wholeLog();
    expect(new Set(log.map((e) => e.id)).size).toBe(log.length);
    for (const c of changes) {
      expect(log.filter((e) => e.correlationId === c.requestId && e.entityId === c.entity.id)).toHaveLength(1);
    }
    expect((await admin.get('/api/trash?type=orders')).items).toEqual([expect.objectContaining({ id: order.entity.id, deletedBy: { id: me.id, name: me.displayName } })]);
  });

  test('a second restart with nothing missed records nothing again', async () => {
    await auditDrained(system, CATCH_UP_MS); // nothing of the first test (or of the start) still on its way
    const before = await wholeLog();
    await system.restartAudit();
    const marker = await change('post', '/api/employees', { firstName: 'Marker', lastName: 'Nach Neustart', entryDate: '2024-01-01' }, 'created', (r) => ({ type: 'employee', id: r.id }));
    await awaitEntriesOfRequest(admin, marker.entity, marker.requestId);
    await auditDrained(system, CATCH_UP_MS); // a second entry of anything would be in by now
    const after = await wholeLog();
    expect(after.map((e) => e.id).sort()).toEqual([...before.map((e) => e.id), after.find((e) => e.entityId === marker.entity.id).id].sort());
  });
});
