import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Operation } from '@cs/contracts';
import { facilitiesApi } from '@cs/contracts/http/facilities';
import { contractsApi, contractTrashApi } from '@cs/contracts/http/contracts';
import { call, forgedTokens, grant } from '@cs/service-kit/testing/index';
import { facilityBody, harnessForFile } from './support/harness';

/** Every operation the service serves, generated from the contracts (a new route is covered automatically). */
const operations = Object.entries({ ...facilitiesApi, ...contractsApi, ...contractTrashApi }) as Array<[string, Operation]>;
const someId = '0190d1c4-0000-7000-8000-000000000000';
const pathOf = (op: Operation) => op.path.replace(/\{\w+\}/g, someId);
const requestOf = (op: Operation) => ({ method: op.method.toUpperCase(), ...(op.body ? { body: facilityBody() } : {}) });
const permissionOf = (op: Operation) => op.permission as { module: string; action: string };

const h = harnessForFile('facilities_authz');

describe('every operation requires a token (401)', () => {
  test.each(operations)('%s without Authorization → 401 problem+json', async (_name, op) => {
    const res = await call(`${h.svc.url}${pathOf(op)}`, requestOf(op));
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });

  test.each(['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer  ', 'bearer-token abc'])('a malformed Authorization header (%s) → 401', async (header) => {
    const res = await call(`${h.svc.url}/api/facilities`, { headers: { authorization: header } });
    expect(res.status).toBe(401);
  });
});

describe('every operation requires its module permission (403)', () => {
  test.each(operations)('%s with a token lacking exactly its permission → 403', async (_name, op) => {
    const { module, action } = permissionOf(op);
    const everything = grant(['facilities', 'contracts', 'trash', 'orders']);
    delete everything[module as keyof typeof everything]![action as 'read'];
    const token = await h.issuer.token({ perm: everything });
    const res = await call(`${h.svc.url}${pathOf(op)}`, { ...requestOf(op), token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  test.each(operations)('%s with Own scope only → 403 (no facilities route works on own records)', async (_name, op) => {
    const { module, action } = permissionOf(op);
    const token = await h.issuer.token({ perm: grant([module], [action], 'Own') });
    expect((await call(`${h.svc.url}${pathOf(op)}`, { ...requestOf(op), token })).status).toBe(403);
  });

  test('facilities read alone may list but not create or update', async () => {
    const token = await h.issuer.token({ perm: grant(['facilities'], ['read']) });
    expect((await call(`${h.svc.url}/api/facilities`, { token })).status).toBe(200);
    expect((await call(`${h.svc.url}/api/facilities`, { token, body: facilityBody() })).status).toBe(403);
  });

  test('a 403 changes nothing', async () => {
    const token = await h.issuer.token({ perm: grant(['facilities'], ['read']) });
    const before = (await h.api('/api/facilities')).body.totalCount;
    await call(`${h.svc.url}/api/facilities`, { token, body: facilityBody() });
    expect((await h.api('/api/facilities')).body.totalCount).toBe(before);
  });

  test('the distances module alone gives no access to facilities', async () => {
    const token = await h.issuer.token({ perm: grant(['distances'], ['read', 'create', 'update', 'delete'], 'Own') });
    expect((await call(`${h.svc.url}/api/facilities`, { token })).status).toBe(403);
  });
});

describe('token attacks directly at the service (401 each)', () => {
  let attacks: Array<[string, string]>;
  beforeAll(async () => {
    attacks = await forgedTokens(h.issuer, { perm: grant(['facilities', 'contracts', 'trash']) });
  });

  test('the forged set covers none, expired, issuer, audience, typ, alg none, HS256 and tampering', () => {
    expect(attacks.map(([name]) => name)).toEqual(
      expect.arrayContaining(['expired', 'wrong issuer', 'wrong audience', 'wrong typ', 'alg none', 'tampered payload']),
    );
    expect(attacks.some(([name]) => name.startsWith('HS256'))).toBe(true);
  });

  test('every forged token is refused on read and write, as problem+json', async () => {
    const target = (await h.api('/api/facilities', { body: facilityBody() })).body;
    for (const [name, token] of attacks) {
      for (const [method, path, body] of [
        ['GET', '/api/facilities', undefined],
        ['PUT', `/api/facilities/${target.id}`, { name: 'Gehackt' }],
        ['POST', '/api/contracts', { facilityId: target.id, number: `H-${name}`, validFrom: '2026-01-01' }],
      ] as const) {
        const res = await call(`${h.svc.url}${path}`, { method, token, body });
        expect({ name, method, status: res.status, type: res.headers.get('content-type') }).toEqual({
          name,
          method,
          status: 401,
          type: expect.stringMatching(/^application\/problem\+json/),
        });
      }
    }
    expect((await h.api(`/api/facilities/${target.id}`)).body.name).toBe(target.name);
  });

  test('a valid token is accepted (the attacks fail for their flaw, not for the setup)', async () => {
    expect((await h.api('/api/facilities')).status).toBe(200);
  });
});
