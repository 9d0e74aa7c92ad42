/**
 * The PostgreSQL server going away under a running service (TEST_DATABASE_URL; the service reaches it
 * through a forwarder that is cut): requests that need it answer 503 problem+json with Retry-After —
 * on the pool and on the pipelined reads alike — logged as warnings, not errors; once the server
 * answers again, so do they.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { baseConfigSchema, createApp, createLogger, finishApp, loadConfig, portSchema, rowsOf, startService, type ServiceHandle } from '../src/index';
import { call, createTestDatabase, startNats, tcpForwarder, testEnv, type TcpForwarder, type TestNats } from '../src/testing/index';

const migrationsFolder = fileURLToPath(new URL('../../../services/facilities/migrations', import.meta.url));
const server = process.env.TEST_DATABASE_URL;
const withServer = server ? test : test.skip;
const lines: Array<{ level: number; msg: string }> = [];
const logger = createLogger('outage', 'debug', new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) }));

let nats: TestNats;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let forwarder: TcpForwarder;
let service: ServiceHandle;

beforeAll(async () => {
  if (!server) return;
  nats = await startNats();
  database = await createTestDatabase('database_outage', migrationsFolder);
  const target = new URL(server);
  forwarder = await tcpForwarder({ host: target.hostname, port: Number(target.port || 5432) });
  await forwarder.open();
  const url = new URL(database.url as string);
  url.host = `127.0.0.1:${forwarder.port}`;
  const config = loadConfig(baseConfigSchema.extend({ PORT: portSchema(0) }), testEnv({ NATS_URL: nats.url, DATABASE_URL: url.toString(), STARTUP_WAIT_SECONDS: '0' }));
  service = await startService({
    name: 'outage',
    config,
    migrationsFolder,
    logger,
    compose: async (deps) => {
      const app = createApp({ logger: deps.logger });
      app.get('/pooled', async (_req, res) => void res.json(rowsOf(await deps.db.execute(sql`select 1 as one`))));
      app.get('/pipelined', async (_req, res) => void res.json(rowsOf(await deps.reads.execute(sql`select 1 as one`))));
      return { app: finishApp(app, deps.logger) };
    },
  });
}, 60_000);

afterAll(async () => {
  await service?.stop();
  await forwarder?.close();
  await database?.drop();
  await nats?.stop();
});

withServer('requests answer 503 while the server cannot be reached, and 200 again once it can', async () => {
  for (const path of ['/pooled', '/pipelined']) expect((await call(`${service.url}${path}`)).body).toEqual([{ one: 1 }]);
  await forwarder.close();
  lines.length = 0;
  for (const path of ['/pooled', '/pipelined']) {
    const res = await call(`${service.url}${path}`);
    expect([res.status, res.headers.get('content-type'), res.headers.get('retry-after'), res.body.code]).toEqual([
      503,
      'application/problem+json; charset=utf-8',
      '2',
      'SERVICE_UNAVAILABLE',
    ]);
  }
  expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  expect(lines.some((l) => l.level === 40 && l.msg === 'a server the request needs is not reachable')).toBe(true);
  await forwarder.open();
  for (const path of ['/pooled', '/pipelined']) expect((await call(`${service.url}${path}`)).body).toEqual([{ one: 1 }]);
}, 60_000);
