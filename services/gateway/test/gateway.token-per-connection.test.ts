/**
 * The gateway remembers, per client connection, the token of the last request it let through (so a
 * keep-alive client's repeated token is compared, not looked up again). What must hold on one
 * connection: another token — forged, missing, another user's — is checked on its own, and the
 * remembered token stops passing once it is revoked.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { streams } from '@cs/contracts';
import { eventually, forgedTokens, grant, startNats, TestEventPublisher, type TestNats } from '@cs/service-kit/testing/index';
import { startRecordingGateway } from './support/gateway';

let nats: TestNats;
let stage: Awaited<ReturnType<typeof startRecordingGateway>>;

beforeAll(async () => {
  nats = await startNats();
  stage = await startRecordingGateway({ NATS_URL: nats.url });
});

afterAll(async () => {
  await stage?.stop();
  await nats?.stop();
});

/** One keep-alive connection to the gateway: every request of a `connection()` goes over the same socket (checked). */
function connection() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set<Socket>();
  const get = (path: string, token?: string) =>
    new Promise<{ status: number; authorization?: string }>((resolve, reject) => {
      const req = http.get(`${stage.gateway.url}${path}`, { agent, headers: token ? { authorization: `Bearer ${token}` } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode!, authorization: res.statusCode === 200 ? JSON.parse(body).headers?.authorization : undefined });
        });
      });
      req.on('socket', (socket: Socket) => sockets.add(socket));
      req.on('error', reject);
    });
  return { get, sockets, close: () => agent.destroy() };
}

const subjectOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;

describe('the token remembered per connection', () => {
  test('on one connection, a forged, missing or other user’s token after a valid one is checked on its own', async () => {
    const { issuer, token } = stage;
    const other = await issuer.token({ sub: '00000000-0000-7000-8000-0000000000b2', perm: grant(['facilities']) });
    const forged = await forgedTokens(issuer, { perm: grant(['facilities']) });
    const client = connection();
    try {
      expect(await client.get('/api/facilities', token)).toEqual({ status: 200, authorization: `Bearer ${token}` });
      for (const [name, bad] of forged) {
        expect([name, (await client.get('/api/facilities', bad)).status]).toEqual([name, 401]);
        expect((await client.get('/api/facilities', token)).status).toBe(200);
      }
      expect((await client.get('/api/facilities')).status).toBe(401);
      expect(await client.get('/api/facilities', other)).toEqual({ status: 200, authorization: `Bearer ${other}` });
      expect(await client.get('/api/facilities', token)).toEqual({ status: 200, authorization: `Bearer ${token}` });
      expect(client.sockets.size).toBe(1);
    } finally {
      client.close();
    }
  });

  test('a token revoked while its connection stays open is refused on that connection', async () => {
    const token = await stage.issuer.token({ sub: '00000000-0000-7000-8000-0000000000c3', perm: grant(['facilities']) });
    const client = connection();
    const publisher = await TestEventPublisher.connect(nats.url, [streams.identity]);
    try {
      expect((await client.get('/api/facilities', token)).status).toBe(200);
      expect((await client.get('/api/facilities', token)).status).toBe(200);
      const user = subjectOf(token);
      await publisher.publish('identity.accessTokens.revoked', { type: 'user', id: user }, { userIds: [user], issuedBefore: new Date().toISOString(), reason: 'test' });
      await eventually(async () => (await client.get('/api/facilities', token)).status === 401);
      expect((await client.get('/api/facilities', stage.token)).status).toBe(200);
      expect((await client.get('/api/facilities', token)).status).toBe(401);
      expect(client.sockets.size).toBe(1);
    } finally {
      await publisher.close();
      client.close();
    }
  });
});
