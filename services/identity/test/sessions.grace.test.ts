import { describe, expect, test } from '@jest/globals';
import { login, refresh, harnessForFile } from './harness';

// The longest grace window (60 s; the default 10 s is longer than these back-to-back requests take,
// but not always on a loaded machine, where a refresh can wait seconds for the database).
const h = harnessForFile('identity_sessions_grace', { REFRESH_REUSE_GRACE_SECONDS: '60' });

describe('refresh grace window (parallel browser tabs)', () => {
  test('two refreshes with the same token right after each other both succeed, and both new tokens work', async () => {
    const rt1 = (await login(h.svc.url)).refreshToken;
    const tabA = await refresh(h.svc.url, rt1);
    const tabB = await refresh(h.svc.url, rt1);
    expect(tabA.status).toBe(200);
    expect(tabB.status).toBe(200);
    expect(tabB.refreshToken).not.toBe(tabA.refreshToken);
    expect((await refresh(h.svc.url, tabA.refreshToken)).status).toBe(200);
    expect((await refresh(h.svc.url, tabB.refreshToken)).status).toBe(200);
  });

  test('concurrent refreshes with the same token all succeed', async () => {
    const rt1 = (await login(h.svc.url)).refreshToken;
    const results = await Promise.all([refresh(h.svc.url, rt1), refresh(h.svc.url, rt1), refresh(h.svc.url, rt1)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
  });
});
