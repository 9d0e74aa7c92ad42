/**
 * The production images as docker-compose.yml runs them, called through the published gateway:
 * scripts/compose-test.sh builds the image, starts the topology, waits for the gateway to be ready
 * and runs this file with COMPOSE_BASE_URL and the bootstrap administrator it configured. Not part
 * of `npm test` (jest.config.js leaves test/compose/ out; test/compose/jest.config.js runs it).
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { call } from '@cs/service-kit/testing/index';
import { awaitEntriesOfRequest, historyOf } from '../system/support/audit-log';
import { Caller, records } from '../system/support/office';

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this file through scripts/compose-test.sh`);
  return value;
}

const baseUrl = setting('COMPOSE_BASE_URL').replace(/\/$/, '');
const admin = { email: setting('COMPOSE_ADMIN_EMAIL'), password: setting('COMPOSE_ADMIN_PASSWORD') };
const gateway = { api: (path: string) => `${baseUrl}${path}` };
let office: Caller;

beforeAll(async () => {
  const login = await call(gateway.api('/api/auth/login'), { body: admin });
  if (login.status !== 200) throw new Error(`login of the bootstrap administrator failed: ${login.status} ${login.text}`);
  office = new Caller(gateway, login.body.accessToken);
});

describe('the production images under docker-compose, through the gateway', () => {
  test('the bootstrap administrator logs in (argon2id in identity) and is who the token says', async () => {
    const me = await office.get('/api/auth/me');
    expect(me.email).toBe(admin.email);
  });

  test('a facility round trip: create, read, update with If-Match, read again — and both changes reach the audit log', async () => {
    const created = await office.post('/api/facilities', { name: 'Haus am Compose', city: 'Berlin', billingRate: 41.5, travelCostMode: 'ProKilometer', travelCostPerKm: 0.35 });
    expect(await office.get(`/api/facilities/${created.id}`)).toEqual(created);

    const updated = await office.send('put', `/api/facilities/${created.id}`, {
      headers: { 'if-match': '"1"' },
      body: { name: 'Haus am Compose', city: 'Potsdam', billingRate: 44, travelCostMode: 'Pauschale', travelCostPerKm: 0 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ city: 'Potsdam', billingRate: 44, version: 2 });
    expect(await office.get(`/api/facilities/${created.id}`)).toEqual(updated.body);

    const entity = { type: 'facility', id: created.id };
    await awaitEntriesOfRequest(office, entity, updated.requestId);
    expect((await historyOf(office, entity)).map((entry) => entry.action)).toEqual(['updated', 'created']);
  });

  test('an assignment of an employee to an order is checked, saved and its audit entry arrives through NATS', async () => {
    const make = records(office);
    // facility() waits until staffing's directory knows the facility: facilities' event through NATS
    const facility = await make.facility();
    await make.contract(facility.id);
    const [employee, order] = await Promise.all([make.employee(), make.order(facility.id)]);

    const assigned = await office.send('post', '/api/assignments', {
      body: { orderId: order.id, employeeId: employee.id, startDate: order.startDate, endDate: order.endDate },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ orderId: order.id, employeeId: employee.id });

    const entries = await awaitEntriesOfRequest(office, { type: 'assignment', id: assigned.body.id }, assigned.requestId);
    const me = await office.get('/api/auth/me');
    expect(entries).toEqual([expect.objectContaining({ action: 'created', actorId: me.id, actorName: me.displayName })]);
  });
});
