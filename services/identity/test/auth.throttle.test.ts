import { beforeAll, describe, expect, test } from '@jest/globals';
import { call } from '@cs/service-kit/testing/index';
import { adminToken, createUser, login, harnessForFile } from './harness';

const h = harnessForFile('identity_auth_throttle', {
    LOGIN_ACCOUNT_MAX_FAILURES: '3',
    LOGIN_ADDRESS_MAX_FAILURES: '5',
    LOGIN_ACCOUNT_TOTAL_MAX_FAILURES: '6',
  });
let admin: string;
const PASSWORD = 'a-long-password-1';

beforeAll(async () => {
  admin = await adminToken(h.svc.url);
});

/** The client address identity sees: the gateway (a trusted loopback proxy) forwards it. */
const from = (address: string) => ({ 'x-forwarded-for': address });
const statuses = (results: Array<{ status: number }>) => results.map((r) => r.status).sort();
const wrongLogin = (email: string, address: string) => login(h.svc.url, email, 'wrong-password-1', from(address));

describe('login throttling', () => {
  test('20 parallel wrong passwords for one account from one address: only the limit (3) are checked, the rest → 429', async () => {
    const { email } = await createUser(h.svc.url, admin, { email: 'parallel@example.org' });
    const results = await Promise.all(Array.from({ length: 20 }, () => wrongLogin(email, '10.0.0.1')));
    expect(statuses(results)).toEqual([...Array(3).fill(401), ...Array(17).fill(429)]);
    const blocked = await login(h.svc.url, email, PASSWORD, from('10.0.0.1'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(blocked.body.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  });

  test("an attacker's failures from one address do not keep the owner out from another; the attacker stays throttled", async () => {
    const { email } = await createUser(h.svc.url, admin, { email: 'owner@example.org' });
    for (let i = 0; i < 3; i += 1) expect((await wrongLogin(email, '10.0.2.66')).status).toBe(401);
    expect((await wrongLogin(email, '10.0.2.66')).status).toBe(429);
    expect((await login(h.svc.url, email, PASSWORD, from('10.0.2.1'))).status).toBe(200);
    expect((await login(h.svc.url, email, PASSWORD, from('10.0.2.66'))).status).toBe(429);
    expect((await wrongLogin(email, '10.0.2.66')).status).toBe(429);
  });

  test('guessing from many addresses is bounded per account (6); the owner still logs in from an address they used before', async () => {
    const { email } = await createUser(h.svc.url, admin, { email: 'distributed@example.org' });
    expect((await login(h.svc.url, email, PASSWORD, from('10.0.3.1'))).status).toBe(200);
    for (let i = 1; i <= 6; i += 1) expect((await wrongLogin(email, `10.0.4.${i}`)).status).toBe(401);
    expect((await wrongLogin(email, '10.0.4.7')).status).toBe(429);
    expect((await login(h.svc.url, email, PASSWORD, from('10.0.4.8'))).status).toBe(429);
    expect((await login(h.svc.url, email, PASSWORD, from('10.0.3.1'))).status).toBe(200);
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

  test('parallel wrong current passwords on change-password: only the limit (3) are checked, the rest → 429', async () => {
    const { email } = await createUser(h.svc.url, admin, { email: 'changer@example.org' });
    const token = (await login(h.svc.url, email, PASSWORD, from('10.0.5.1'))).body.accessToken as string;
    const attempt = () =>
      call(`${h.svc.url}/api/auth/change-password`, {
        token,
        headers: from('10.0.5.1'),
        body: { currentPassword: 'wrong-password-1', newPassword: 'another-long-password-2' },
      });
    const results = await Promise.all(Array.from({ length: 10 }, attempt));
    expect(statuses(results)).toEqual([...Array(3).fill(400), ...Array(7).fill(429)]);
  });
});
