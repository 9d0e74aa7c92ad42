/**
 * Slow clients cost other clients nothing (issue 11): bodies trickling in from many addresses, each
 * under its rate limit, are received by the gateway alone — no connection to a service is taken
 * until a body is complete — and are cut off with 408 after BODY_TIMEOUT_MS; one address can hold
 * at most MAX_CONCURRENT_REQUESTS_PER_CLIENT requests at once (429 with Retry-After beyond).
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { call, eventually } from '@cs/service-kit/testing/index';
import { startRecordingGateway } from './support/gateway';

type Stage = Awaited<ReturnType<typeof startRecordingGateway>>;

/** A recording gateway with `env` for the tests of one describe block, started before them and stopped after. */
function gatewayFor(env?: Record<string, string>): () => Stage {
  let stage: Stage | undefined;
  beforeAll(async () => {
    stage = await startRecordingGateway(env);
  });
  afterAll(async () => {
    await stage?.stop();
  });
  return () => stage as Stage;
}

interface SlowRequest {
  /** Everything the gateway answered on this connection, once it closed it. */
  answer: Promise<string>;
  answered(): boolean;
  destroy(): void;
}

/** A POST whose headers and first body byte are sent and whose remaining 99 bytes never come. */
async function slowBody(gatewayUrl: string, clientAddress: string): Promise<SlowRequest> {
  const { hostname, port } = new URL(gatewayUrl);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  let done = false;
  const answer = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => (received += chunk));
    socket.on('close', () => ((done = true), resolve(received)));
    socket.on('error', () => undefined);
  });
  const head = `POST /api/auth/login HTTP/1.1\r\nhost: gateway\r\ncontent-type: application/json\r\ncontent-length: 100\r\nx-forwarded-for: ${clientAddress}\r\n\r\n{`;
  await new Promise<void>((resolve) => socket.write(head, () => resolve()));
  return { answer, answered: () => done || received.length > 0, destroy: () => socket.destroy() };
}

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

describe('a flood of slow request bodies', () => {
  const FLOOD = 600; // more than the 512 pooled connections per service the stall needed
  // The body deadline is far away here: the slow bodies must all still be pending when the other client asks.
  const stage = gatewayFor({ TRUST_PROXY_HOPS: '1', BODY_TIMEOUT_MS: '600000' });

  test("leaves another client's request answered while the slow bodies are pending, and holds no service connection for them", async () => {
    const slow: SlowRequest[] = [];
    for (let i = 0; i < FLOOD; i++) slow.push(await slowBody(stage().gateway.url, address(i + 1)));
    expect((await call(`${stage().gateway.url}/health/live`)).status).toBe(200);

    const other = await call(`${stage().gateway.url}/api/facilities`, { token: stage().token, headers: { 'x-forwarded-for': '192.0.2.7' } });
    expect(other.status).toBe(200);
    expect(slow.filter((s) => s.answered()).length).toBe(0);
    // Not one slow body reached the service: only the other client's request did.
    expect(stage().service.seen.map((r) => r.url)).toEqual(['/api/facilities']);

    for (const s of slow) s.destroy();
  }, 60_000);
});

/** The raw answer is the gateway's 408 problem+json. */
function expectRequestTimeout(text: string) {
  expect(text).toMatch(/^HTTP\/1\.1 408 /);
  expect(text).toMatch(/content-type: application\/problem\+json/i);
  expect(text).toContain('"code":"REQUEST_TIMEOUT"');
}

describe('a body that does not arrive in time', () => {
  const stage = gatewayFor({ BODY_TIMEOUT_MS: '300' });

  test('is cut off with 408 problem+json, the connection is closed, and nothing reaches the service', async () => {
    const slow = await Promise.all([1, 2, 3].map((i) => slowBody(stage().gateway.url, address(i))));
    for (const text of await Promise.all(slow.map((s) => s.answer))) {
      expectRequestTimeout(text);
      expect(text).toMatch(/connection: close/i);
    }
    expect(stage().service.seen).toEqual([]);
  });
});

/** A connection that sends `sent` and then nothing; resolves with everything answered once the gateway closes it. */
async function stalled(gatewayUrl: string, sent: string): Promise<string> {
  const { hostname, port } = new URL(gatewayUrl);
  const socket = net.connect(Number(port), hostname, () => socket.write(sent));
  let received = '';
  return new Promise<string>((resolve) => {
    socket.on('data', (chunk) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
  });
}

describe('headers that do not arrive in time', () => {
  const stage = gatewayFor({ HEADERS_TIMEOUT_MS: '300' });

  test('are cut off with 408 problem+json and the connection is closed; nothing reaches the service', async () => {
    const answers = await Promise.all([
      stalled(stage().gateway.url, 'GET /api/facilities HTTP/1.1\r\nhost: gateway\r\nx-slow: '),
      stalled(stage().gateway.url, 'G'),
    ]);
    for (const text of answers) expectRequestTimeout(text);
    expect(stage().service.seen).toEqual([]);
  });
});

describe('concurrent requests per client', () => {
  const stage = gatewayFor({ TRUST_PROXY_HOPS: '1', MAX_CONCURRENT_REQUESTS_PER_CLIENT: '3', BODY_TIMEOUT_MS: '60000' });

  test('one request over the cap gets 429 with Retry-After; other clients pass, and the client passes again once its requests end', async () => {
    const get = (client: string) => call(`${stage().gateway.url}/api/facilities`, { token: stage().token, headers: { 'x-forwarded-for': client } });
    // Finished requests give their place back: more than the cap one after another all pass.
    for (let i = 0; i < 5; i++) expect((await get('198.51.100.9')).status).toBe(200);
    const held = await Promise.all([0, 1, 2].map(() => slowBody(stage().gateway.url, '198.51.100.9')));

    // The three held requests are counted once the gateway has read their headers.
    const over = await eventually(async () => {
      const res = await get('198.51.100.9');
      return res.status === 429 ? res : null;
    });
    expect(over.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(over.headers.get('retry-after')).toBe('1');
    expect(over.body.code).toBe('TOO_MANY_CONCURRENT_REQUESTS');
    expect((await get('198.51.100.10')).status).toBe(200);
    expect(held.filter((s) => s.answered()).length).toBe(0);

    for (const s of held) s.destroy();
    await Promise.all(held.map((s) => s.answer));
    // The gateway notices the closed sockets on its next turn; the client is under its cap again.
    await eventually(async () => (await get('198.51.100.9')).status === 200);
  });
});

/** A POST with `Expect: 100-continue` (curl sends it for bodies over 1 KB): the body follows the interim 100. */
function postExpectingContinue(url: string, token: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
    });
    req.on('continue', () => req.end(body));
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
  });
}

describe('a body received at the edge', () => {
  const stage = gatewayFor();

  test('reaches the service whole, with a Content-Length, also after Expect: 100-continue', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(3000) });
    const res = await postExpectingContinue(`${stage().gateway.url}/api/facilities`, stage().token, body);
    expect(res.status).toBe(200);
    const seen = JSON.parse(res.body);
    expect(seen.body).toBe(body);
    expect(seen.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(seen.headers.expect).toBeUndefined();
  });
});
