/**
 * The typed client against the real system (NATS, every service, the gateway on real sockets):
 * log in, create and update a facility with its billing conditions, search, read the audit log,
 * preview an assignment. Every call below is typed from the generated `paths`.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eventually } from '@cs/service-kit/testing/index';
import { createApiClient, ifMatch, type ApiClient } from '../src/index';
import { ADMIN, startSystem, type System } from '../../../test/system/start-system';

let system: System;
let api: ApiClient;
let token: string | undefined;

beforeAll(async () => {
  system = await startSystem('client_example');
  api = createApiClient({ baseUrl: system.gateway.url, token: () => token });
}, 120_000);

afterAll(async () => {
  await system?.stop();
});

test('a typed session: login, facility with billing conditions, search, audit log, assignment preview', async () => {
  const login = await api.POST('/api/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } });
  expect(login.response.status).toBe(200);
  token = login.data!.accessToken;

  const wrong = await api.POST('/api/auth/login', { body: { email: ADMIN.email, password: 'not-the-password' } });
  expect(wrong.error).toMatchObject({ status: 401, code: expect.any(String) });

  const created = await api.POST('/api/facilities', {
    body: { name: 'Haus Typisiert', city: 'Leipzig', billingRate: 41.5, travelCostMode: 'ProKilometer', travelCostPerKm: 0.3 },
  });
  expect(created.response.status).toBe(200);
  const facility = created.data!;

  const updated = await api.PUT('/api/facilities/{id}', {
    params: { path: { id: facility.id }, header: { 'if-match': ifMatch(facility.version) } },
    body: { name: facility.name, city: 'Dresden', billingRate: 44, travelCostRate: 12.5, mealAllowanceRate: 9.8, travelCostMode: 'Pauschale', travelCostPerKm: 0 },
  });
  expect(updated.data).toMatchObject({ city: 'Dresden', billingRate: 44, travelCostRate: 12.5, mealAllowanceRate: 9.8, travelCostMode: 'Pauschale', version: 2 });

  const stale = await api.PUT('/api/facilities/{id}', {
    params: { path: { id: facility.id }, header: { 'if-match': ifMatch(1) } },
    body: { name: 'Lost update' },
  });
  expect(stale.error).toMatchObject({ status: 412 });

  const found = await api.GET('/api/facilities', { params: { query: { search: 'typisiert', page: 1, pageSize: 10 } } });
  expect(found.data!.items.map((f) => f.id)).toEqual([facility.id]);

  const log = await eventually(async () => {
    const { data } = await api.GET('/api/audit-log', { params: { query: { entityType: 'facility', entityId: facility.id } } });
    return data && data.items.length === 2 ? data.items : null;
  });
  expect(log.map((entry) => entry.action)).toEqual(['updated', 'created']);

  // Read, change, save: the object read goes back whole, its read-only fields included (typed, too).
  const read = (await api.GET('/api/facilities/{id}', { params: { path: { id: facility.id } } })).data!;
  const saved = await api.PUT('/api/facilities/{id}', { params: { path: { id: facility.id } }, body: { ...read, billingRate: 45 } });
  expect(saved.data).toMatchObject({ billingRate: 45, version: read.version + 1 });

  const employee = await api.POST('/api/employees', {
    body: { firstName: 'Erika', lastName: 'Muster', dateOfBirth: '1990-04-12', entryDate: '2020-01-01', weeklyHours: 40 },
  });
  expect(employee.response.status).toBe(200);
  // Frühdienst 06:00–14:30 with a 30 min break every weekday: duties with times, so the working-time rules have nothing to say.
  const frueh = { start: '06:00', end: '14:30', breakMinutes: 30 };
  const weekdays = (shift: typeof frueh) => ({ mon: shift, tue: shift, wed: shift, thu: shift, fri: shift });
  // The order needs the facility in staffing's directory replica (it arrives through NATS).
  const order = await eventually(async () => {
    const { data } = await api.POST('/api/orders', {
      body: { facilityId: facility.id, startDate: '2031-03-03', endDate: '2031-03-07', headcount: 1, hoursPerDay: 8, shiftPattern: { weekdays: weekdays(frueh) } },
    });
    return data ?? null;
  });
  const preview = await api.GET('/api/assignments/check', {
    params: { query: { employeeId: employee.data!.id, orderId: order.id, startDate: '2031-03-03', endDate: '2031-03-07' } },
  });
  expect(preview.response.status).toBe(200);
  // No contract covers the dates: contractCoverage speaks (a Warning by default), the rest is silent.
  expect(preview.data).toEqual({ canSave: true, findings: [expect.objectContaining({ check: 'contractCoverage', severity: 'Warning' })] });
});
