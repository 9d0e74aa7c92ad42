import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createLogger, parseTraceparent } from '@cs/service-kit';
import { call, grant, testEnv, TestIssuer } from '@cs/service-kit/testing/index';
import { readConfig } from '../src/config';
import { startGateway, type GatewayHandle } from '../src/service';
import { allRoutesTo, ALLOWED_ORIGIN } from './support/gateway';
import { recordingUpstream, type FakeUpstream } from './support/upstreams';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CLIENT_SPAN = '00f067aa0ba902b7';

type Line = Record<string, unknown>;
const lines: Line[] = [];
let issuer: TestIssuer;
let service: FakeUpstream;
let gateway: GatewayHandle;
let token: string;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  service = await recordingUpstream();
  const config = readConfig(testEnv({ GATEWAY_PORT: '0', CORS_ORIGINS: ALLOWED_ORIGIN, JWKS_URL: issuer.jwksUrl, ...allRoutesTo(service.url) }));
  gateway = await startGateway(config, createLogger('gateway', 'debug', { write: (line: string) => void lines.push(JSON.parse(line)) }));
  token = await issuer.token({ perm: grant(['facilities']) });
});

afterAll(async () => {
  await gateway?.stop();
  await service?.stop();
  await issuer?.stop();
});

/** A proxied request; what the client got back and what the service was sent. */
async function proxied(headers: Record<string, string>, withToken = true) {
  const requestId = `trace-${lines.length}-${Math.random().toString(36).slice(2)}`;
  const res = await call(`${gateway.url}/api/facilities`, { token: withToken ? token : undefined, headers: { ...headers, 'x-request-id': requestId } });
  const sent = service.seen.find((seen) => seen.headers['x-request-id'] === requestId);
  const logged = lines.filter((line) => line.requestId === requestId && line.msg === 'request completed');
  return { res, sent, returned: res.headers.get('traceparent'), logged };
}

describe('the gateway and W3C traceparent', () => {
  test('a valid traceparent is continued: same trace, the gateway’s span below the client’s, forwarded and returned; tracestate passes', async () => {
    const { res, sent, returned, logged } = await proxied({ traceparent: `00-${TRACE}-${CLIENT_SPAN}-01`, tracestate: 'vendor=abc' });
    expect(res.status).toBe(200);
    const gatewaySpan = parseTraceparent(returned);
    expect(gatewaySpan).toMatchObject({ traceId: TRACE, sampled: true });
    expect(gatewaySpan?.spanId).not.toBe(CLIENT_SPAN);
    // The service is called as a child of the gateway's span.
    expect(sent?.headers.traceparent).toBe(returned);
    expect(sent?.headers.tracestate).toBe('vendor=abc');
    expect(logged).toEqual([expect.objectContaining({ trace_id: TRACE, span_id: gatewaySpan?.spanId })]);
  });

  test('an unsampled caller stays unsampled', async () => {
    const { returned } = await proxied({ traceparent: `00-${TRACE}-${CLIENT_SPAN}-00` });
    expect(parseTraceparent(returned)).toMatchObject({ traceId: TRACE, sampled: false });
  });

  test.each([
    ['upper-case hex', `00-${TRACE.toUpperCase()}-${CLIENT_SPAN}-01`],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-${CLIENT_SPAN}-01`],
    ['version ff', `ff-${TRACE}-${CLIENT_SPAN}-01`],
    ['a truncated value', `00-${TRACE}-${CLIENT_SPAN.slice(2)}-01`],
    ['garbage of the right length', 'é'.repeat(55)],
  ])('a malformed traceparent (%s) is replaced by a new trace and its tracestate dropped; the request is served', async (_kind, value) => {
    const { res, sent, returned, logged } = await proxied({ traceparent: value, tracestate: 'vendor=abc' });
    expect(res.status).toBe(200);
    const fresh = parseTraceparent(returned);
    expect(fresh).toBeDefined();
    expect(fresh?.traceId).not.toBe(TRACE);
    expect(sent?.headers.traceparent).toBe(returned);
    expect(sent?.headers.tracestate).toBeUndefined();
    expect(logged).toEqual([expect.objectContaining({ trace_id: fresh?.traceId })]);
  });

  test('without a traceparent each request starts a trace of its own', async () => {
    const first = await proxied({});
    const second = await proxied({});
    const a = parseTraceparent(first.returned);
    const b = parseTraceparent(second.returned);
    expect(a?.sampled).toBe(true);
    expect(a?.traceId).not.toBe(b?.traceId);
    expect(first.sent?.headers.traceparent).toBe(first.returned);
  });

  test('a request the edge refuses (401) has its trace too, in the header and on its log line', async () => {
    const { res, sent, returned, logged } = await proxied({ traceparent: `00-${TRACE}-${CLIENT_SPAN}-01` }, false);
    expect(res.status).toBe(401);
    expect(sent).toBeUndefined();
    expect(parseTraceparent(returned)?.traceId).toBe(TRACE);
    expect(logged).toEqual([expect.objectContaining({ trace_id: TRACE, statusCode: 401 })]);
  });

  test('health probes get no span: no traceparent back, not even the client’s', async () => {
    const res = await call(`${gateway.url}/health/live`, { headers: { traceparent: `00-${TRACE}-${CLIENT_SPAN}-01` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('traceparent')).toBeNull();
  });
});
