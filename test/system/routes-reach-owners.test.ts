/**
 * Every operation of the OpenAPI document, called through the gateway, is answered by the service
 * the contracts name as its owner (`owners.ts`) — not merely by some service. Services name
 * themselves in `x-served-by` under NODE_ENV=test only. The caller's role grants nothing, so no
 * call changes anything.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Operation } from '@cs/contracts';
import { ownedOperations } from '@cs/contracts/http/index';
import { call } from '@cs/service-kit/testing/index';
import { systemForFile } from './start-system';

const system = systemForFile('sys_owners');
let token = '';
let documented: Set<string>;

beforeAll(async () => {
  const { token: admin } = await system.login();
  const role = await call(system.api('/api/roles'), { token: admin, body: { name: 'Owners nobody', permissions: [] } });
  expect(role.status).toBe(200);
  const email = 'owners-nobody@example.com';
  const password = 'owners-password-123';
  const user = await call(system.api('/api/users'), { token: admin, body: { email, displayName: 'Nobody', roleIds: [role.body.id], password } });
  expect(user.status).toBe(200);
  token = (await system.login(email, password)).token;
  const openApi = await call(system.api('/api/openapi.json'));
  documented = new Set(
    Object.entries(openApi.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    ),
  );
}, 180_000);

const sampleParams: Record<string, string> = { key: 'qualifications', code: 'no-such-code' };
const concretePath = (op: Operation) =>
  op.path.replace(/\{(\w+)\}/g, (_m, name: string) => sampleParams[name] ?? '01900000-0000-7000-8000-000000000000');

describe('every documented operation', () => {
  test('is an operation the owners table names, and the other way round', () => {
    const owned = new Set(ownedOperations.map(({ operation: op }) => `${op.method} ${op.path}`));
    expect([...documented].sort()).toEqual([...owned].sort());
  });

  const cases = ownedOperations.map(({ owner, name, operation: op }) => [`${op.method.toUpperCase()} ${op.path} (${name})`, owner, op] as const);

  test.each(cases)('%s reaches %s through the gateway', async (_label, owner, op) => {
    const hasBody = op.method !== 'get' && op.method !== 'delete';
    const res = await call(system.api(concretePath(op)), {
      method: op.method.toUpperCase(),
      token: op.permission === 'public' ? undefined : token,
      ...(hasBody ? { body: {} } : {}),
      headers: { 'x-requested-with': 'owners' },
    });
    expect(res.headers.get('x-served-by')).toBe(owner);
    expect(res.body?.code).not.toBe('ROUTE_NOT_FOUND');
  });
});
