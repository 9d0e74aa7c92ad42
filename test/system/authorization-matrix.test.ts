/**
 * Deny by default, generated from the route tables: every operation of every API × (no token, a
 * role without any permission, a role with every module at `Own` scope, a role with every module at
 * `All` scope), through the gateway with tokens identity really issued.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { actions, modules, type Operation } from '@cs/contracts';
import { allOperations } from '@cs/contracts/http/index';
import { call } from '@cs/service-kit/testing/index';
import { systemForFile } from './start-system';

const PASSWORD = 'matrix-password-123';
const system = systemForFile('sys_matrix');
const tokens: Record<'none' | 'Own' | 'All', string> = { none: '', Own: '', All: '' };

const grantEverything = (scope: 'Own' | 'All') => modules.map((module) => ({ module, actions: [...actions], scope }));

beforeAll(async () => {
  const { token: admin } = await system.login();
  for (const [key, permissions] of [['none', []], ['Own', grantEverything('Own')], ['All', grantEverything('All')]] as const) {
    const role = await call(system.api('/api/roles'), { token: admin, body: { name: `Matrix ${key}`, permissions } });
    expect(role.status).toBe(200);
    const email = `matrix-${key.toLowerCase()}@example.com`;
    const user = await call(system.api('/api/users'), {
      token: admin,
      body: { email, displayName: `Matrix ${key}`, roleIds: [role.body.id], password: PASSWORD },
    });
    expect(user.status).toBe(200);
    tokens[key] = (await system.login(email, PASSWORD)).token;
  }
}, 180_000);

const sampleParams: Record<string, string> = { type: 'employees', key: 'qualifications', code: 'no-such-code' };
const concretePath = (op: Operation) =>
  op.path.replace(/\{(\w+)\}/g, (_m, name: string) => sampleParams[name] ?? '01900000-0000-7000-8000-000000000000');

async function request(op: Operation, token?: string) {
  const hasBody = op.method !== 'get' && op.method !== 'delete';
  return call(system.api(concretePath(op)), {
    method: op.method.toUpperCase(),
    token,
    ...(hasBody ? { body: {} } : {}),
    headers: { 'x-requested-with': 'matrix' },
  });
}

const guarded = allOperations().filter(([, op]) => op.permission !== 'public');
const label = ([name, op]: [string, Operation]) => `${op.method.toUpperCase()} ${op.path} (${name})`;

describe('every guarded operation', () => {
  test.each(guarded.map((entry) => [label(entry), entry[1]] as const))('%s: without a token → 401', async (_label, op) => {
    expect((await request(op)).status).toBe(401);
  });

  test.each(guarded.map((entry) => [label(entry), entry[1]] as const))('%s: with a role that grants nothing', async (_label, op) => {
    const res = await request(op, tokens.none);
    if (op.permission === 'authenticated') expect([401, 403]).not.toContain(res.status);
    else expect(res.status).toBe(403);
  });

  test.each(guarded.map((entry) => [label(entry), entry[1]] as const))('%s: with Own scope on every module', async (_label, op) => {
    const res = await request(op, tokens.Own);
    const ownCapable = op.permission === 'authenticated' || (typeof op.permission === 'object' && op.permission.own === true);
    if (ownCapable) expect([401, 403]).not.toContain(res.status);
    else expect(res.status).toBe(403);
  });

  test.each(guarded.map((entry) => [label(entry), entry[1]] as const))('%s: with All scope on every module, the route exists and lets the caller in', async (_label, op) => {
    const res = await request(op, tokens.All);
    expect([401, 403]).not.toContain(res.status);
    expect(res.body?.code).not.toBe('ROUTE_NOT_FOUND');
    expect(res.status).toBeLessThan(500);
  });
});
