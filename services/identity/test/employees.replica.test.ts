import { beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { v7 as uuidv7 } from 'uuid';
import { subjectOf, type EventEnvelope } from '@cs/contracts';
import { rowsOf, seenEvent } from '@cs/service-kit';
import { call, eventually } from '@cs/service-kit/testing/index';
import { EMPLOYEES_CONSUMER } from '../src/handlers/on-employee-changed';
import { signedInAdmin, createUser, login, outboxEvents, harnessForFile } from './harness';

const h = harnessForFile('identity_employee_replica');
let admin: string, url: string;

beforeAll(async () => void ({ url, admin } = await signedInAdmin(h)));

function employeeEvent(verb: string, data: Record<string, unknown>, id = data.id as string): EventEnvelope {
  return {
    id: uuidv7(),
    type: `staffing.employee.${verb}`,
    version: 1,
    occurredAt: new Date().toISOString(),
    actor: { userId: null },
    subject: { type: 'employee', id },
    data,
    correlationId: null,
  };
}

/** Publishes like staffing's outbox relay does, and waits until identity has applied it. */
async function publish(event: EventEnvelope, msgID = event.id) {
  await h.svc.bus.js.publish(subjectOf(event), JSON.stringify(event), { msgID });
  await eventually(() => seenEvent(h.svc.db, EMPLOYEES_CONSUMER, event.id));
}

const replicaRow = async (id: string) =>
  rowsOf<{ first_name: string; last_name: string; deleted: boolean }>(await h.svc.db.execute(sql`select * from employee_replica where id = ${id}`))[0];

const link = (employeeId: string, email: string) =>
  call(`${url}/api/users`, { token: admin, body: { email, displayName: email, password: 'a-long-password-1', roleIds: [], employeeId } });

describe('employee replica (staffing.employee.*)', () => {
  test('a created employee can be linked to a user, and the user’s token names it in `emp`', async () => {
    const employee = { id: uuidv7(), firstName: 'Anna', lastName: 'Müller', active: true, version: 1 };
    expect((await link(employee.id, 'early@example.org')).status).toBe(400);
    await publish(employeeEvent('created', employee));
    const res = await link(employee.id, 'anna.mueller@example.org');
    expect(res.status).toBe(200);
    expect(res.body.employeeId).toBe(employee.id);
    const session = await login(url, 'anna.mueller@example.org', 'a-long-password-1');
    expect(decodeJwt(session.body.accessToken).emp).toBe(employee.id);
    expect((await link(employee.id, 'second@example.org')).status).toBe(409);
  });

  test('updates apply; a redelivered event has no second effect', async () => {
    const id = uuidv7();
    const created = employeeEvent('created', { id, firstName: 'Bernd', lastName: 'Alt', version: 1 });
    await publish(created);
    await publish(employeeEvent('updated', { id, firstName: 'Bernd', lastName: 'Neu', version: 2 }));
    await publish(created, uuidv7());
    expect(await replicaRow(id)).toMatchObject({ first_name: 'Bernd', last_name: 'Neu', deleted: false });
  });

  test('a deleted employee cannot be linked any more', async () => {
    const id = uuidv7();
    await publish(employeeEvent('created', { id, firstName: 'Clara', lastName: 'Weg', version: 1 }));
    await publish(employeeEvent('deleted', { id, firstName: 'Clara', lastName: 'Weg', version: 2, label: 'Weg, Clara', deletedAt: new Date().toISOString(), deletedBy: null }));
    expect((await replicaRow(id)).deleted).toBe(true);
    const res = await link(id, 'clara@example.org');
    expect(res.status).toBe(400);
    expect(res.body.errors.employeeId).toEqual(['no employee with this id']);
  });

  test('a purged employee is unlinked from its user (announced as identity.user.updated) and the user’s access tokens are revoked', async () => {
    const id = uuidv7();
    await publish(employeeEvent('created', { id, firstName: 'Dieter', lastName: 'Fort', version: 1 }));
    const user = (await link(id, 'dieter@example.org')).body;
    await publish(employeeEvent('purged', { id, label: 'Fort, Dieter' }));
    expect((await call(`${url}/api/users/${user.id}`, { token: admin })).body.employeeId).toBeNull();
    const updates = await outboxEvents(h.svc.db, 'identity.user.updated');
    expect(updates.find((e) => e.subject.id === user.id)?.changes).toEqual([{ field: 'employeeId', before: id, after: null }]);
    const revocations = await outboxEvents(h.svc.db, 'identity.accessTokens.revoked');
    expect(revocations.filter((e) => (e.data.userIds as string[]).includes(user.id))).toHaveLength(1);
  });

  test('events applied out of order (two identity processes share the consumer): the newest version stays', async () => {
    const id = uuidv7();
    const state = (version: number, lastName: string) => ({ id, firstName: 'Frida', lastName, version });
    const deletion = { label: 'Spät, Frida', deletedAt: new Date().toISOString(), deletedBy: null };
    await publish(employeeEvent('created', state(1, 'Eins')));
    await publish(employeeEvent('updated', state(3, 'Drei')));
    await publish(employeeEvent('updated', state(2, 'Zwei'))); // older, arriving later
    expect(await replicaRow(id)).toMatchObject({ last_name: 'Drei', deleted: false });
    await publish(employeeEvent('deleted', { ...state(5, 'Drei'), ...deletion }));
    await publish(employeeEvent('updated', state(4, 'Vier'))); // the update before the delete, late
    expect(await replicaRow(id)).toMatchObject({ last_name: 'Drei', deleted: true });
    await publish(employeeEvent('restored', state(6, 'Drei')));
    expect(await replicaRow(id)).toMatchObject({ deleted: false });
    await publish(employeeEvent('purged', { id, label: 'Drei, Frida' }));
    await publish(employeeEvent('restored', state(7, 'Drei'))); // nothing comes back after a purge
    expect(await replicaRow(id)).toMatchObject({ first_name: '', last_name: '', deleted: true });
  });

  test('a malformed message and an event with invalid data are parked, and the consumer carries on', async () => {
    await h.svc.bus.js.publish('staffing.employee.created.v1', 'not json', { msgID: uuidv7() });
    const invalid = employeeEvent('created', { id: uuidv7(), firstName: 42 });
    await publish(invalid);
    const parked = await eventually(async () => {
      const rows = rowsOf<{ subject: string }>(await h.svc.db.execute(sql`select subject from parked_events order by parked_at`));
      return rows.length === 2 ? rows : null;
    });
    expect(parked.map((r) => r.subject).sort()).toEqual(['staffing.employee.created', 'staffing.employee.created.v1']);
    const after = employeeEvent('created', { id: uuidv7(), firstName: 'Eva', lastName: 'Weiter', version: 1 });
    await publish(after);
    expect((await replicaRow(after.subject.id)).first_name).toBe('Eva');
  });
});

test('users created through the API are linked only to known employees', async () => {
  const user = await createUser(url, admin, { email: 'nolink@example.org' });
  const res = await call(`${url}/api/users/${user.id}`, {
    method: 'PUT',
    token: admin,
    body: { email: user.email, displayName: user.displayName, roleIds: [], employeeId: uuidv7() },
  });
  expect(res.status).toBe(400);
});
