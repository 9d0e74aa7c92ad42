import { beforeAll, describe, expect, test } from '@jest/globals';
import { v7 as uuidv7 } from 'uuid';
import { grant } from '@cs/service-kit/testing/index';
import type { EventEnvelope } from '@cs/contracts';
import { ADMIN, auditForFile, envelope } from './support';

const h = auditForFile('audit_trash');

const contexts: Record<string, string> = { employee: 'staffing', absence: 'staffing', order: 'staffing', assignment: 'staffing', contract: 'facilities', user: 'identity', facility: 'facilities' };

function lifecycle(type: string, verb: string, id: string, at: string, label?: string): EventEnvelope {
  const data = verb === 'deleted' ? { id, label, deletedAt: at, deletedBy: ADMIN.userId } : { id, label };
  return envelope({ type: `${contexts[type]}.${type}.${verb}`, subject: { type, id }, occurredAt: at, data });
}

/** Publishes events and waits until audit has recorded every one of them. */
async function publishAll(...events: EventEnvelope[]) {
  for (const event of events) await h.publish(event);
  for (const event of events) await h.entryOf(event.id, event.subject);
}

const trash = async (query = '') => (await h.get(`/api/trash?pageSize=100${query}`)).body;

describe('trash index', () => {
  const ids = { employee: uuidv7(), absence: uuidv7(), order: uuidv7(), assignment: uuidv7(), contract: uuidv7(), user: uuidv7() };

  beforeAll(async () => {
    await publishAll(
      lifecycle('employee', 'deleted', ids.employee, '2026-02-01T10:00:00.000Z', 'Müller, Anna'),
      lifecycle('absence', 'deleted', ids.absence, '2026-02-01T10:01:00.000Z', 'Urlaub Müller, Anna 2026-03-01 – 2026-03-05'),
      lifecycle('order', 'deleted', ids.order, '2026-02-01T10:02:00.000Z', 'Order 2026-12-01 – Haus Sonne'),
      lifecycle('assignment', 'deleted', ids.assignment, '2026-02-01T10:03:00.000Z', 'Müller, Anna @ Haus Sonne'),
      lifecycle('contract', 'deleted', ids.contract, '2026-02-01T10:04:00.000Z', 'Rahmenvertrag Haus Sonne'),
      lifecycle('user', 'deleted', ids.user, '2026-02-01T10:05:00.000Z', 'anna@example.org'),
      lifecycle('facility', 'deleted', uuidv7(), '2026-02-01T10:06:00.000Z', 'no trash for facilities'),
    );
  });

  test('when records of every type are deleted, then the trash lists them newest first with label and who deleted them', async () => {
    const body = await trash();
    expect(body.items.map((i: { type: string }) => i.type)).toEqual(['users', 'contracts', 'assignments', 'orders', 'absences', 'employees']);
    expect(body.items[5]).toEqual({
      type: 'employees',
      id: ids.employee,
      label: 'Müller, Anna',
      deletedAt: '2026-02-01T10:00:00.000Z',
      deletedBy: { id: ADMIN.userId, name: ADMIN.displayName },
    });
    expect(body.totalCount).toBe(6);
  });

  test('filters by type and pages', async () => {
    expect((await trash('&type=orders')).items.map((i: { id: string }) => i.id)).toEqual([ids.order]);
    const page = (await h.get('/api/trash?page=2&pageSize=4')).body;
    expect(page).toMatchObject({ totalCount: 6, page: 2, pageSize: 4, totalPages: 2 });
    expect(page.items.map((i: { type: string }) => i.type)).toEqual(['absences', 'employees']);
  });

  test('when a record is restored or purged, then it leaves the trash', async () => {
    await publishAll(
      lifecycle('employee', 'restored', ids.employee, '2026-02-02T09:00:00.000Z'),
      lifecycle('contract', 'purged', ids.contract, '2026-02-02T09:01:00.000Z', 'Rahmenvertrag Haus Sonne'),
    );
    const types = (await trash()).items.map((i: { type: string }) => i.type);
    expect(types).toEqual(['users', 'assignments', 'orders', 'absences']);
  });

  test('when a restored record is deleted again, then it is back in the trash with the new deletion', async () => {
    await publishAll(lifecycle('employee', 'deleted', ids.employee, '2026-02-03T08:00:00.000Z', 'Müller, Anna'));
    const [newest] = (await trash()).items;
    expect(newest).toMatchObject({ type: 'employees', id: ids.employee, deletedAt: '2026-02-03T08:00:00.000Z' });
  });

  test('when a deletion arrives after the later restore (a retried message), then the record stays out of the trash', async () => {
    const id = uuidv7();
    await publishAll(lifecycle('order', 'restored', id, '2026-02-04T12:00:00.000Z'));
    await publishAll(lifecycle('order', 'deleted', id, '2026-02-04T11:00:00.000Z', 'late'));
    expect((await trash('&type=orders')).items.map((i: { id: string }) => i.id)).toEqual([ids.order]);
  });

  test.each([['type=facilities'], ['pageSize=101'], ['page=0']])('rejects %s with 400', async (query) => {
    expect((await h.get(`/api/trash?${query}`)).status).toBe(400);
  });

  test('without a token → 401; without trash read permission → 403', async () => {
    expect((await h.get('/api/trash', null)).status).toBe(401);
    expect((await h.get('/api/trash', await h.issuer.token({ perm: grant(['auditLog', 'employees']) }))).status).toBe(403);
  });
});
