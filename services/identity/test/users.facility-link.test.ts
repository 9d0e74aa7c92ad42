/**
 * A user linked to a facility (the facility portal, docs/identity.md): validated against identity's
 * replica of the facilities service, never together with an employee, carried in the token as `fac`,
 * and a change of it revokes the user's access tokens at once.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { decodeJwt } from 'jose';
import { v7 as uuidv7 } from 'uuid';
import { subjectOf, type EventEnvelope } from '@cs/contracts';
import { seenEvent } from '@cs/service-kit';
import { call, eventually } from '@cs/service-kit/testing/index';
import { FACILITIES_CONSUMER } from '../src/handlers/on-facility-changed';
import { EMPLOYEES_CONSUMER } from '../src/handlers/on-employee-changed';
import { signedInAdmin, login, outboxEvents, harnessForFile } from './harness';

const h = harnessForFile('identity_facility_link');
let admin: string, url: string;
const PASSWORD = 'a-long-password-1';

beforeAll(async () => void ({ url, admin } = await signedInAdmin(h)));

function event(type: string, data: Record<string, unknown>): EventEnvelope {
  const aggregate = type.split('.')[1];
  return { id: uuidv7(), type, version: 1, occurredAt: new Date().toISOString(), actor: { userId: null }, subject: { type: aggregate, id: data.id as string }, data, correlationId: null };
}

/** Publishes like the owning service's outbox relay does, and waits until identity has applied it. */
async function publish(e: EventEnvelope, consumer: string) {
  await h.svc.bus.js.publish(subjectOf(e), JSON.stringify(e), { msgID: e.id });
  await eventually(() => seenEvent(h.svc.db, consumer, e.id));
}

const facility = async () => {
  const id = uuidv7();
  await publish(event('facilities.facility.created', { id, name: 'Haus Linde', street: null, postalCode: null, city: 'Berlin', crmStatus: null, travelCostMode: 'ProKilometer', travelCostRate: null, travelCostPerKm: 0.3 }), FACILITIES_CONSUMER);
  return id;
};

let counter = 0;
const newUser = (fields: Record<string, unknown>) =>
  call(`${url}/api/users`, { token: admin, body: { email: `fac-${++counter}@example.org`, displayName: `Station ${counter}`, password: PASSWORD, roleIds: [], ...fields } });
const userCount = async () => (await call(`${url}/api/users?pageSize=100`, { token: admin })).body.totalCount as number;

describe('linking a user to a facility', () => {
  test('an unknown facility → 400 naming facilityId; once the facility is known, the link holds and the token carries it as `fac`', async () => {
    const id = uuidv7();
    const before = await userCount();
    const refused = await newUser({ facilityId: id });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ facilityId: ['no facility with this id'] });
    expect(await userCount()).toBe(before);

    const known = await facility();
    const res = await newUser({ facilityId: known });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ facilityId: known, employeeId: null });
    expect((await call(`${url}/api/users/${res.body.id}`, { token: admin })).body.facilityId).toBe(known);
    const claims = decodeJwt((await login(url, res.body.email, PASSWORD)).body.accessToken);
    expect(claims).toMatchObject({ fac: known, emp: null });
  });

  test('an employee and a facility at once → 400 naming facilityId, on create and on update; nothing saved', async () => {
    const known = await facility();
    const employee = uuidv7();
    await publish(event('staffing.employee.created', { id: employee, firstName: 'Ida', lastName: 'Berg', version: 1 }), EMPLOYEES_CONSUMER);
    const before = await userCount();
    const both = await newUser({ facilityId: known, employeeId: employee });
    expect(both.status).toBe(400);
    expect(Object.keys(both.body.errors)).toEqual(['facilityId']);
    expect(await userCount()).toBe(before);

    const user = (await newUser({ employeeId: employee })).body;
    const put = await call(`${url}/api/users/${user.id}`, { token: admin, method: 'PUT', body: { ...user, facilityId: known } });
    expect(put.status).toBe(400);
    expect(Object.keys(put.body.errors)).toEqual(['facilityId']);
    expect((await call(`${url}/api/users/${user.id}`, { token: admin })).body).toMatchObject({ employeeId: employee, facilityId: null, version: user.version });
  });

  test('changing the link revokes the user’s access tokens at once; a rename does not', async () => {
    const [first, second] = [await facility(), await facility()];
    const user = (await newUser({ facilityId: first })).body;
    const token = (await login(url, user.email, PASSWORD)).body.accessToken as string;
    const revocations = async () => (await outboxEvents(h.svc.db, 'identity.accessTokens.revoked')).filter((e) => (e.data.userIds as string[]).includes(user.id));
    const put = (body: Record<string, unknown>) => call(`${url}/api/users/${user.id}`, { token: admin, method: 'PUT', body: { email: user.email, displayName: user.displayName, roleIds: [], facilityId: first, ...body } });

    expect((await put({ displayName: 'Station Nord' })).status).toBe(200);
    expect(await revocations()).toHaveLength(0);
    expect((await call(`${url}/api/auth/me`, { token })).status).toBe(200);

    const moved = await put({ facilityId: second });
    expect(moved.status).toBe(200);
    expect(moved.body.facilityId).toBe(second);
    expect(await revocations()).toHaveLength(1);
    await eventually(async () => (await call(`${url}/api/auth/me`, { token })).status === 401);
    expect(decodeJwt((await login(url, user.email, PASSWORD)).body.accessToken).fac).toBe(second);
  });

  test('GET /api/auth/me names the facility', async () => {
    const known = await facility();
    const user = (await newUser({ facilityId: known })).body;
    const token = (await login(url, user.email, PASSWORD)).body.accessToken as string;
    expect((await call(`${url}/api/auth/me`, { token })).body).toMatchObject({ id: user.id, facilityId: known, employeeId: null });
  });
});
