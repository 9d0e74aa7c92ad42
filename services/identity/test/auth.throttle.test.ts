import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { ADMIN, login, startHarness, type Harness } from './harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness('identity_auth_throttle', { LOGIN_ACCOUNT_MAX_FAILURES: '3', LOGIN_ADDRESS_MAX_FAILURES: '5' });
});

afterAll(async () => {
  await h?.stop();
});

/** The client address identity sees: the gateway (a trusted loopback proxy) forwards it. */
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('login throttling', () => {
  test('after too many failures for one account (from any address) → 429 with Retry-After, even with the right password', async () => {
    for (const [i, address] of ['10.0.0.1', '10.0.0.2', '10.0.0.3'].entries()) {
      expect({ attempt: i, status: (await login(h.svc.url, ADMIN.email, 'wrong-password-1', from(address))).status }).toEqual({ attempt: i, status: 401 });
    }
    const blocked = await login(h.svc.url, ADMIN.email, ADMIN.password, from('10.0.0.4'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(blocked.body.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  });

  test('after too many failures from one address (over many accounts) → 429 for that address only', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login(h.svc.url, `nobody${i}@example.org`, 'wrong-password-1', from('10.0.1.1'))).status).toBe(401);
    }
    const blocked = await login(h.svc.url, 'someone@example.org', 'wrong-password-1', from('10.0.1.1'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(h.svc.url, 'someone@example.org', 'wrong-password-1', from('10.0.1.2'))).status).toBe(401);
  });
});
