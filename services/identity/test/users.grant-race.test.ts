/**
 * The grant rules read the target's roles in the transaction that makes the change, after the user
 * row is locked: a role given to the target by a transaction that commits while the request waits
 * for that lock is seen. Needs a second connection to the same database, so only on a PostgreSQL
 * server (TEST_DATABASE_URL; PGlite has one connection).
 */
import { beforeAll, expect, test } from '@jest/globals';
import pg from 'pg';
import { eventually } from '@cs/service-kit/testing/index';
import { adminToken, harnessForFile } from './harness';
import { buildWorld, Client, type World } from './support/grant-callers';

const onServer = process.env.TEST_DATABASE_URL ? test : test.skip;
const h = harnessForFile('identity_grant_race');
let w: World;

beforeAll(async () => {
  w = await buildWorld(new Client(h.svc.url), await adminToken(h.svc.url));
}, 120_000);

onServer('a user made administrator while a users:update holder’s rename waits for the row lock → 403 ADMINISTRATOR_PROTECTED', async () => {
  const target = await w.user([]);
  const other = new pg.Client({ connectionString: h.env.DATABASE_URL });
  const watcher = new pg.Client({ connectionString: h.env.DATABASE_URL });
  await Promise.all([other.connect(), watcher.connect()]);
  try {
    await other.query('begin');
    await other.query('select id from users where id = $1 for update', [target.id]);
    await other.query(`insert into user_roles (user_id, role_id) select $1, id from roles where built_in = 'administrator'`, [target.id]);
    const rename = w.client.send('put', `/api/users/${target.id}`, w.callers.usersUpdate.token, { email: target.email, displayName: 'Taken over', roleIds: [] });
    await eventually(async () => {
      const { rows } = await watcher.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      return rows[0].n > 0;
    });
    await other.query('commit');
    const res = await rename;
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'ADMINISTRATOR_PROTECTED' });
    expect((await w.client.ok('get', `/api/users/${target.id}`, w.admin)).displayName).toBe(target.displayName);
  } finally {
    await Promise.all([other.end(), watcher.end()]);
  }
});
