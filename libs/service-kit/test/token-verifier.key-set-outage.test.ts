import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTokenVerifier } from '../src/index';
import { TestIssuer } from '../src/testing/index';

/** A key-set endpoint whose answer the test chooses: the issuer's keys, an error status, or a closed port. */
let issuer: TestIssuer;
let answer: 'keys' | 500 | 404 = 'keys';
let keySet: http.Server;
let keySetUrl: string;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  keySet = http.createServer((_req, res) => {
    if (answer !== 'keys') return res.writeHead(answer).end('{}');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [issuer.publicJwk] }));
  });
  await new Promise<void>((r) => keySet.listen(0, '127.0.0.1', r));
  keySetUrl = `http://127.0.0.1:${(keySet.address() as AddressInfo).port}/.well-known/jwks.json`;
});

afterAll(async () => {
  await new Promise((r) => keySet?.close(r));
  await issuer?.stop();
});

const verifierAt = (keys: string) => createTokenVerifier({ issuer: issuer.issuer, audience: issuer.audience, keys });
const unavailable = { status: 503, code: 'SIGNING_KEYS_UNAVAILABLE', extra: { headers: { 'Retry-After': '5' } } };

describe('a valid token while the signing keys cannot be fetched', () => {
  test.each([500, 404] as const)('is not refused but unverifiable (503) while the key set answers %i', async (status) => {
    answer = status;
    await expect(verifierAt(keySetUrl)(await issuer.token())).rejects.toMatchObject(unavailable);
  });

  test('is unverifiable (503) while nothing listens at the key set URL', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as AddressInfo;
    await new Promise((r) => closed.close(r));
    await expect(verifierAt(`http://127.0.0.1:${port}/.well-known/jwks.json`)(await issuer.token())).rejects.toMatchObject(unavailable);
  });

  test('verifies once the key set answers again, with the same verifier', async () => {
    const verify = verifierAt(keySetUrl);
    answer = 500;
    await expect(verify(await issuer.token())).rejects.toMatchObject({ status: 503 });
    answer = 'keys';
    await expect(verify(await issuer.token())).resolves.toMatchObject({ userId: expect.any(String) });
  });

  test('a token signed with another key is still refused (401) when the key set answers', async () => {
    answer = 'keys';
    const stranger = await TestIssuer.start();
    try {
      await expect(verifierAt(keySetUrl)(await stranger.token())).rejects.toMatchObject({ status: 401 });
    } finally {
      await stranger.stop();
    }
  });
});
