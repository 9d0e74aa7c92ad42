import { beforeAll, describe, expect, test } from '@jest/globals';
import { call, eventually } from '@cs/service-kit/testing/index';
import { ORIGIN, systemForFile } from './start-system';

const system = systemForFile('sys_facilities');
let token: string;

beforeAll(async () => {
  ({ token } = await system.login());
}, 120_000);

describe('a newcomer logs in and uses every facilities operation through the gateway', () => {
  test('create, get, update with If-Match, list with search and filter — and every change reaches the audit log', async () => {
    const created = await call(system.api('/api/facilities'), {
      token,
      body: { name: 'Haus Lindenhof', city: 'Berlin', crmStatus: null, billingRate: 41.5, travelCostMode: 'ProKilometer', travelCostPerKm: 0.35 },
    });
    expect(created.status).toBe(200);
    const id = created.body.id;

    const fetched = await call(system.api(`/api/facilities/${id}`), { token });
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(created.body);
    expect(fetched.headers.get('etag')).toBe('"1"');

    const updated = await call(system.api(`/api/facilities/${id}`), {
      method: 'PUT',
      token,
      headers: { 'if-match': '"1"' },
      body: { name: 'Haus Lindenhof', city: 'Potsdam', billingRate: 44, travelCostRate: 12.5, mealAllowanceRate: 9.8, travelCostMode: 'Pauschale', travelCostPerKm: 0 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ city: 'Potsdam', billingRate: 44, travelCostRate: 12.5, mealAllowanceRate: 9.8, travelCostMode: 'Pauschale', travelCostPerKm: 0, version: 2 });

    const stale = await call(system.api(`/api/facilities/${id}`), { method: 'PUT', token, headers: { 'if-match': '"1"' }, body: { name: 'Lost update' } });
    expect(stale.status).toBe(412);
    expect(stale.headers.get('content-type')).toMatch(/application\/problem\+json/);

    const listed = await call(system.api('/api/facilities?search=LINDEN&page=1&pageSize=5'), { token });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ totalCount: 1, page: 1, pageSize: 5, totalPages: 1 });
    expect(listed.body.items[0].id).toBe(id);

    const entries = await eventually(async () => {
      const log = await call(system.api(`/api/audit-log?entityType=facility&entityId=${id}`), { token });
      return log.body?.items?.length === 2 ? log.body.items : null;
    });
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['updated', 'created']);
    const cityChange = entries[0].changes.find((c: { field: string }) => c.field === 'city');
    expect(cityChange).toEqual({ field: 'city', before: 'Berlin', after: 'Potsdam' });
    // Each entry names the facility as it was then, and the log is found by part of that name.
    expect(entries.map((e: { entityLabel: string }) => e.entityLabel)).toEqual(['Haus Lindenhof', 'Haus Lindenhof']);
    const named = await call(system.api('/api/audit-log?search=lindenHOF&entityType=facility'), { token });
    expect(named.status).toBe(200);
    expect(named.body.items.map((e: { id: string }) => e.id)).toEqual(entries.map((e: { id: string }) => e.id));
  });

  test('without a token the gateway answers 401 problem+json', async () => {
    const res = await call(system.api('/api/facilities'));
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });

  test('the refresh cookie from login gives a new access token through the gateway', async () => {
    const login = await call(system.api('/api/auth/login'), { body: { email: 'admin@example.com', password: 'a-long-admin-password' } });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const refreshed = await call(system.api('/api/auth/refresh'), {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'x-requested-with': 'test' },
    });
    expect(refreshed.status).toBe(200);
    expect(typeof refreshed.body.accessToken).toBe('string');
    const me = await call(system.api('/api/auth/me'), { token: refreshed.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('admin@example.com');
  });
});
