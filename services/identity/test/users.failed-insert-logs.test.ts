/**
 * A user create whose insert the database refuses (a trigger made here raises): 500, and no line
 * of identity's log holds the email, the display name, the password or its hash — the failed
 * statement's parameters never reach the log (docs/platform.md, Logging). Nor does search text.
 */
import { expect, test } from '@jest/globals';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { createLogger } from '@cs/service-kit';
import { call } from '@cs/service-kit/testing/index';
import { adminToken, harnessForFile } from './harness';

const lines: string[] = [];
const logger = createLogger('identity', 'debug', new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
const h = harnessForFile('identity_failed_insert_logs', {}, { logger });

test('a refused user insert answers 500 and logs no email, name, password or hash', async () => {
  const admin = await adminToken(h.svc.url);
  await h.svc.db.execute(sql.raw(`CREATE FUNCTION refuse_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`));
  await h.svc.db.execute(sql.raw('CREATE TRIGGER refuse_user_insert BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_insert()'));
  const person = { email: 'erika.mustermann@example.org', displayName: 'Erika Mustermann', password: 'erikas-secret-password-1' };
  lines.length = 0;

  const res = await call(`${h.svc.url}/api/users`, { token: admin, body: { ...person, roleIds: [] } });

  expect(res.status).toBe(500);
  const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
  expect(failure?.err.message).toMatch(/^Failed query: insert into "users"/);
  expect(failure?.err.cause).toMatchObject({ code: 'P0001', message: 'refused by the test' });
  const all = lines.join('\n').toLowerCase();
  for (const value of [person.email, person.displayName, person.password, '$argon2']) expect(all).not.toContain(value.toLowerCase());
});

test('a search is logged without its text', async () => {
  const admin = await adminToken(h.svc.url);
  lines.length = 0;
  const res = await call(`${h.svc.url}/api/users?search=Erika%20Mustermann&page=1`, { token: admin });
  expect(res.status).toBe(200);
  const completed = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request completed');
  expect(completed?.url).toBe('/api/users?search=[redacted]&page=1');
  expect(lines.join('\n')).not.toMatch(/erika|mustermann/i);
});
