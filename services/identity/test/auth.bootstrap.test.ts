import { describe, expect, test } from '@jest/globals';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { redactPaths, rowsOf } from '@cs/service-kit';
import { call } from '@cs/service-kit/testing/index';
import { ADMIN, adminToken, browserHeaders, login, refresh, harnessForFile } from './harness';

const lines: string[] = [];
const logger = pino(
  { level: 'debug', redact: { paths: redactPaths, censor: '[redacted]' } },
  new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }),
);

const h = harnessForFile('identity_bootstrap', { REFRESH_REUSE_GRACE_SECONDS: '0' }, { logger, persistent: true });

const count = async (table: string) => Number(rowsOf<{ n: number }>(await h.svc.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0].n);

describe('first start', () => {
  test('creates the administrator from BOOTSTRAP_ADMIN_* and logs its id, neither the email nor the password', async () => {
    expect(await count('users')).toBe(1);
    const created = lines.filter((l) => l.includes('bootstrap administrator created'));
    expect(created).toHaveLength(1);
    expect(JSON.parse(created[0]).userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.join('\n')).not.toContain(ADMIN.email);
    expect(lines.join('\n')).not.toContain(ADMIN.password);
  });

  test('seeds Administrator, Disponent, the employee self-service role and the facility portal role', async () => {
    const roles = await call(`${h.svc.url}/api/roles`, { token: await adminToken(h.svc.url) });
    expect(roles.body.items.map((r: { builtIn: string }) => r.builtIn).sort()).toEqual(['administrator', 'employee', 'facility', 'planner']);
    const facility = roles.body.items.find((r: { builtIn: string }) => r.builtIn === 'facility');
    expect(facility).toMatchObject({ name: 'Einrichtung', permissions: [{ module: 'facilityPortal', actions: ['read', 'update'], scope: 'Own' }] });
    const employee = roles.body.items.find((r: { builtIn: string }) => r.builtIn === 'employee');
    expect(employee.permissions).toEqual(
      expect.arrayContaining([
        { module: 'distances', actions: ['read', 'create', 'update', 'delete'], scope: 'Own' },
        { module: 'availability', actions: ['read', 'update'], scope: 'Own' },
        { module: 'timesheets', actions: ['read', 'update'], scope: 'Own' },
        { module: 'employees', actions: ['read'], scope: 'Own' },
      ]),
    );
    const planner = roles.body.items.find((r: { builtIn: string }) => r.builtIn === 'planner');
    expect(planner.permissions).toEqual(
      expect.arrayContaining([
        { module: 'availability', actions: ['read', 'create', 'update', 'delete'], scope: 'All' },
        { module: 'employeeFacilityPreferences', actions: ['read', 'create', 'update', 'delete'], scope: 'All' },
        { module: 'timesheets', actions: ['read', 'create', 'update', 'delete'], scope: 'All' },
      ]),
    );
  });

  test('passwords are stored as argon2id with m=19456, t=2, p=1', async () => {
    const [{ password_hash }] = rowsOf<{ password_hash: string }>(await h.svc.db.execute(sql`select password_hash from users`));
    const [, algorithm, , params] = password_hash.split('$');
    expect(algorithm).toBe('argon2id');
    expect(Object.fromEntries(params.split(',').map((p) => p.split('=')))).toEqual({ m: '19456', t: '2', p: '1' });
  });
});

describe('a restart', () => {
  test('creates no second administrator and seeds no roles again', async () => {
    const roles = await count('roles');
    await h.restart();
    expect(await count('users')).toBe(1);
    expect(await count('roles')).toBe(roles);
    expect((await login(h.svc.url)).status).toBe(200);
  });

  test('gives the Administrator role the modules a newer catalog added, and nothing else changes', async () => {
    // What the role holds after a release whose catalog had neither availability nor clients' wishes.
    await h.svc.db.execute(sql`update roles set permissions = (select jsonb_agg(g) from jsonb_array_elements(permissions) g where g->>'module' not in ('availability', 'employeeFacilityPreferences')) where built_in = 'administrator'`);
    const rolesBefore = rowsOf<{ built_in: string | null; version: number }>(await h.svc.db.execute(sql`select built_in, version from roles order by id`));
    await h.restart();
    const token = await adminToken(h.svc.url);
    const admin = (await call(`${h.svc.url}/api/roles`, { token })).body.items.find((r: { builtIn: string }) => r.builtIn === 'administrator');
    expect(admin.permissions.map((g: { module: string }) => g.module)).toEqual(expect.arrayContaining(['availability', 'employeeFacilityPreferences']));
    const rolesAfter = rowsOf<{ built_in: string | null; version: number }>(await h.svc.db.execute(sql`select built_in, version from roles order by id`));
    expect(rolesAfter).toEqual(rolesBefore.map((r) => (r.built_in === 'administrator' ? { ...r, version: r.version + 1 } : r)));
    const [event] = rowsOf<{ payload: { type: string; actor: { displayName: string } } }>(
      await h.svc.db.execute(sql`select payload from outbox where payload->>'type' = 'identity.role.updated' and payload->'subject'->>'id' = ${admin.id}`),
    );
    expect(event.payload).toMatchObject({ type: 'identity.role.updated', actor: { displayName: 'system' } });
    await h.restart();
    expect(rowsOf<{ n: number }>(await h.svc.db.execute(sql`select count(*)::int as n from outbox where payload->>'type' = 'identity.role.updated' and payload->'subject'->>'id' = ${admin.id}`))[0].n).toBe(1);
  });
});

describe('security log', () => {
  test('reuse detection is logged with the request id; tokens, cookies and passwords never appear', async () => {
    const session = await login(h.svc.url);
    const next = await refresh(h.svc.url, session.refreshToken);
    await refresh(h.svc.url, session.refreshToken, { ...browserHeaders, 'x-request-id': 'reuse-check-1' });
    const reuse = lines.map((l) => JSON.parse(l)).find((l) => l.event === 'security.refresh_token_reuse');
    expect(reuse).toMatchObject({ requestId: 'reuse-check-1', level: 40 });
    const all = lines.join('\n');
    for (const secret of [ADMIN.password, session.refreshToken!, next.refreshToken!, session.body.accessToken, next.body.accessToken]) {
      expect(all).not.toContain(secret);
    }
  });
});
