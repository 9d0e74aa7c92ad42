import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { connect } from '@nats-io/transport-node';
import { streams } from '@cs/contracts';
import { baseConfigSchema, createApp, finishApp, loadConfig, portSchema, recordEvent, startService, type ServiceDeps } from '../src/index';
import { grant, ServiceUnderTest } from '../src/testing/index';
import { forTestFile } from '../src/testing/for-test-file';

// Any service's migrations will do (they create the kit's outbox); this service has no tables of its own.
const migrationsFolder = fileURLToPath(new URL('../../../services/facilities/migrations', import.meta.url));
const readConfig = (env: Record<string, string | undefined>) => loadConfig(baseConfigSchema.extend({ PORT: portSchema(0) }), env);
type ProbeConfig = ReturnType<typeof readConfig>;

/** A service answering who called it, and recording an event in its outbox on POST (published into FACILITIES). */
const startProbe = (config: ProbeConfig) =>
  startService({
    name: 'probe',
    config,
    migrationsFolder,
    compose: async ({ logger, verify, db }: ServiceDeps) => {
      const app = createApp({ logger });
      app.get('/whoami', async (req, res) => {
        const principal = await verify(String(req.headers.authorization).replace(/^Bearer /, '')).catch(() => null);
        res.status(principal ? 200 : 401).json(principal ?? {});
      });
      app.post('/things/:id', async (req, res) => {
        const subject = { type: 'thing', id: req.params.id };
        res.json(await recordEvent(db, { type: `facilities.probe.${req.query.verb}`, actor: { userId: null }, subject, data: {} }));
      });
      return { app: finishApp(app, logger) };
    },
  });

const refuses = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port), hostname, () => (socket.end(), resolve(false)));
    socket.on('error', () => resolve(true));
  });

const perm = grant(['facilities'], ['read']);
const h = forTestFile(
  new ServiceUnderTest({
    label: 'kit_under_test',
    start: startProbe,
    readConfig,
    defaultClaims: { perm, name: 'Default' },
    publishTo: [streams.facilities],
    persistent: true,
  }),
);

describe('a service under test', () => {
  test('call sends the default token; token(perm, emp) signs another for a fresh user', async () => {
    expect((await h.call('/whoami')).body).toMatchObject({ displayName: 'Default', permissions: perm });
    expect((await h.call('/whoami', { token: undefined })).status).toBe(401);
    const other = await h.call('/whoami', { token: await h.token(grant(['trash']), 'emp-1') });
    expect(other.body).toMatchObject({ employeeId: 'emp-1', permissions: grant(['trash']) });
    expect(other.body.userId).not.toBe((await h.call('/whoami')).body.userId);
  });

  test('publish puts an envelope into a stream of publishTo, with the event id as msgID', async () => {
    const sent = await h.publish('facilities.facility.created', { type: 'facility', id: 'f-1' }, { name: 'Haus' });
    const stored = await h.svc.bus.jsm.streams.getMessage(streams.facilities.name, { last_by_subj: 'facilities.facility.created.v1' });
    expect(stored?.json()).toEqual(sent);
    expect(stored?.header?.get('Nats-Msg-Id')).toBe(sent.id);
  });

  test('outbox reads what the service committed, oldest first, by subject id, type or NATS subject', async () => {
    const first = (await h.call('/things/a?verb=created', { method: 'POST' })).body;
    const second = (await h.call('/things/a?verb=updated', { method: 'POST' })).body;
    const other = (await h.call('/things/b?verb=created', { method: 'POST' })).body;
    expect(await h.outbox({ subjectId: 'a' })).toEqual([first, second]);
    expect(await h.outbox({ type: 'facilities.probe.created' })).toEqual([first, other]);
    expect(await h.outbox({ subjectLike: 'facilities.probe.updated.%' })).toEqual([second]);
  });

  test('restart starts another instance on the same database', async () => {
    const before = h.svc;
    await h.restart();
    expect(h.svc).not.toBe(before);
    expect(await h.outbox({ subjectId: 'a' })).toHaveLength(2);
  });
});

describe('stopping', () => {
  test('stop() stops the service, the issuer and NATS, once; a second call waits for the same stop', async () => {
    const own = await new ServiceUnderTest({ label: 'kit_stop', start: startProbe, readConfig }).begin();
    const [url, jwks, nats] = [own.url, own.issuer.jwksUrl, own.natsUrl.replace('nats:', 'http:')];
    const [a, b] = [own.stop(), own.stop()];
    expect(a).toBe(b);
    await a;
    expect(await Promise.all([refuses(url), refuses(jwks), refuses(nats)])).toEqual([true, true, true]);
    expect(() => own.svc).toThrow(/not running/);
  });

  test('a service that fails to start leaves nothing running: begin() stops what it had started', async () => {
    const failing = new ServiceUnderTest({ label: 'kit_failing', readConfig, start: async (): Promise<never> => { throw new Error('no start'); } });
    await expect(failing.begin()).rejects.toThrow('no start');
    await expect(connect({ servers: failing.natsUrl, reconnect: false })).rejects.toThrow();
    expect(await refuses(failing.issuer.jwksUrl)).toBe(true);
  });
});
