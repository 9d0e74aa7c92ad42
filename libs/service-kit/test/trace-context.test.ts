import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  baseConfigSchema,
  createApp,
  createLogger,
  ensureStream,
  finishApp,
  loadConfig,
  onAnyEvent,
  parseTraceparent,
  portSchema,
  recordEvent,
  startConsumer,
  startService,
  transact,
  type ServiceHandle,
} from '../src/index';
import { call, eventually, startNats, testEnv, type TestNats } from '../src/testing/index';

// Any service's migrations will do: this service has no tables of its own.
const migrationsFolder = fileURLToPath(new URL('../../../services/facilities/migrations', import.meta.url));
const stream = { name: 'TRACED', subjects: ['traced.>'] };
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';

type Line = Record<string, unknown> & { msg?: string };
const lines: Line[] = [];
let nats: TestNats;
let service: ServiceHandle;

/**
 * A service whose handler logs through its root logger and its request's logger and records an
 * event, and whose consumer of that event logs through the root logger: every line is read back.
 */
beforeAll(async () => {
  nats = await startNats();
  const config = loadConfig(baseConfigSchema.extend({ PORT: portSchema(0) }), testEnv({ NATS_URL: nats.url }));
  const logger = createLogger('traced', 'debug', { write: (line: string) => void lines.push(JSON.parse(line)) });
  service = await startService({
    name: 'traced',
    config,
    migrationsFolder,
    logger,
    compose: async (deps) => {
      await ensureStream(deps.bus.jsm, stream);
      const handled = onAnyEvent(async (_tx, event) => deps.logger.info({ eventId: event.id }, 'event handled'));
      const consumer = await startConsumer({ bus: deps.bus, db: deps.db, logger: deps.logger, stream, durable: 'traced-listener', events: handled });
      const app = createApp({ logger: deps.logger });
      app.post('/things/:id', async (req, res) => {
        deps.logger.info({ thing: req.params.id }, 'root logger in the handler');
        req.log.info({ thing: req.params.id }, 'request logger in the handler');
        const subject = { type: 'thing', id: req.params.id };
        res.json(await transact(deps, (tx) => recordEvent(tx, { type: 'traced.thing.created', actor: { userId: null }, subject, data: req.body })));
      });
      return { app: finishApp(app, deps.logger), background: [consumer] };
    },
  });
});

afterAll(async () => {
  await service?.stop();
  await nats?.stop();
});

const post = (id: string, headers: Record<string, string> = {}) => call(`${service.url}/things/${id}`, { body: { n: 1 }, headers });
const linesOf = (msg: string, thing: string) => lines.filter((line) => line.msg === msg && line.thing === thing);
const only = (found: Line[]) => {
  expect(found).toHaveLength(1);
  return found[0];
};

describe('a service continues the caller’s trace', () => {
  test('a valid traceparent: the handler’s lines (any logger), the completion line, the event and its consumer’s lines carry its trace id', async () => {
    const res = await post('a', { traceparent: `00-${TRACE}-${CALLER_SPAN}-01`, 'x-request-id': 'req-traced-a' });
    expect(res.status).toBe(200);
    const root = only(linesOf('root logger in the handler', 'a'));
    const own = only(linesOf('request logger in the handler', 'a'));
    expect(root).toMatchObject({ trace_id: TRACE });
    expect(own).toMatchObject({ trace_id: TRACE, span_id: root.span_id, requestId: 'req-traced-a' });
    // The request's span is a new one below the caller's.
    expect(root.span_id).toMatch(/^[0-9a-f]{16}$/);
    expect(root.span_id).not.toBe(CALLER_SPAN);
    const completed = only(lines.filter((line) => line.msg === 'request completed' && line.requestId === 'req-traced-a'));
    expect(completed).toMatchObject({ trace_id: TRACE, span_id: root.span_id });

    // The event's creation is a span of the same trace below the request's.
    const created = parseTraceparent(res.body.traceparent);
    expect(created).toMatchObject({ traceId: TRACE, sampled: true });
    expect(created?.spanId).not.toBe(root.span_id);
    const handled = await eventually(async () => lines.find((line) => line.msg === 'event handled' && line.eventId === res.body.id));
    expect(handled).toMatchObject({ trace_id: TRACE });
    expect(handled.span_id).not.toBe(created?.spanId);
    expect(handled.span_id).not.toBe(root.span_id);
  });

  test.each([
    ['upper-case', `00-${TRACE.toUpperCase()}-${CALLER_SPAN}-01`],
    ['all-zero trace id', `00-${'0'.repeat(32)}-${CALLER_SPAN}-01`],
    ['garbage', 'not a traceparent'],
  ])('a malformed traceparent (%s) is ignored: a new trace, the request served as usual', async (_kind, value) => {
    const thing = `bad-${_kind}`;
    const res = await post(thing, { traceparent: value });
    expect(res.status).toBe(200);
    const root = only(linesOf('root logger in the handler', thing));
    expect(root.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(root.trace_id).not.toBe(TRACE);
    expect(root.trace_id).not.toBe('0'.repeat(32));
    expect(parseTraceparent(res.body.traceparent)?.traceId).toBe(root.trace_id);
    expect(lines.filter((line) => line.level as number >= 50)).toEqual([]);
  });

  test('without a traceparent every request starts its own trace', async () => {
    await post('first');
    await post('second');
    const first = only(linesOf('root logger in the handler', 'first'));
    const second = only(linesOf('root logger in the handler', 'second'));
    expect(first.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(second.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(first.trace_id).not.toBe(second.trace_id);
  });

  test('lines outside any request or event carry no trace', () => {
    const listening = only(lines.filter((line) => line.msg === 'traced listening'));
    expect(listening.trace_id).toBeUndefined();
  });
});
