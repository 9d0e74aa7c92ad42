/**
 * A revocation reaches every process: each gateway and service process follows identity's
 * revocation events with a consumer of its own (not a shared durable, which would hand each event
 * to one process only), so after a deactivation the user's token is refused by both gateways, both
 * identity processes and both staffing processes — and by a staffing process started afterwards.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { call, eventually } from '@cs/service-kit/testing/index';
import { ADMIN, adminToken, login } from '../../services/identity/test/harness';
import { replicasForFile } from './support/replica-platform';
import type { ServiceProcess } from './support/service-process';

const platform = replicasForFile('replicas_revocation');
const PASSWORD = 'a-long-planner-password';
let identities: ServiceProcess[];
let staffings: ServiceProcess[];
let gateways: ServiceProcess[];
let jwks: Record<string, string>;

beforeAll(async () => {
  identities = await platform.start('identity', 2, { BOOTSTRAP_ADMIN_EMAIL: ADMIN.email, BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password });
  jwks = { JWKS_URL: `${identities[0].url}/.well-known/jwks.json` };
  staffings = await platform.start('staffing', 2, jwks);
  const urls = (processes: ServiceProcess[]) => processes.map((p) => p.url).join(',');
  gateways = await platform.start('gateway', 2, { ...jwks, IDENTITY_URL: urls(identities), STAFFING_URL: urls(staffings), RATE_LIMIT_PER_MINUTE: '1000000' });
}, 300_000);

/** Where a token is used: each gateway (a staffing route), each identity and staffing process directly. */
const entryPoints = () => [
  ...gateways.map((g) => ({ name: g.name, url: `${g.url}/api/employees` })),
  ...identities.map((i) => ({ name: i.name, url: `${i.url}/api/auth/me` })),
  ...staffings.map((s) => ({ name: s.name, url: `${s.url}/api/employees` })),
];
const statuses = async (token: string) => Object.fromEntries(await Promise.all(entryPoints().map(async (e) => [e.name, (await call(e.url, { token })).status])));
const everywhere = (status: number) => Object.fromEntries(entryPoints().map((e) => [e.name, status]));

describe('a revocation with two processes of every service', () => {
  test('a deactivated user’s token is refused by every gateway and service process, and by one started later', async () => {
    const admin = await adminToken(gateways[0].url);
    const role = await call(`${gateways[0].url}/api/roles`, { token: admin, body: { name: 'reader', permissions: [{ module: 'employees', actions: ['read'], scope: 'All' }] } });
    const user = await call(`${gateways[1].url}/api/users`, { token: admin, body: { email: 'planner@example.test', displayName: 'Planner', password: PASSWORD, roleIds: [role.body.id] } });
    expect(user.status).toBe(200);
    const token = (await login(gateways[0].url, 'planner@example.test', PASSWORD)).body.accessToken as string;
    expect(await statuses(token)).toEqual(everywhere(200));

    expect((await call(`${gateways[0].url}/api/users/${user.body.id}/deactivate`, { token: admin, method: 'POST' })).status).toBe(200);
    // Revocations travel as events: polled until every process refuses, no time assumed.
    await eventually(async () => Object.values(await statuses(token)).every((status) => status === 401));
    for (const gateway of gateways) expect((await call(`${gateway.url}/api/employees`, { token })).body.detail).toBe('The access token has been revoked.');
    expect(await statuses(admin)).toEqual(everywhere(200));

    const [late] = await platform.start('staffing', 1, jwks);
    expect((await call(`${late.url}/api/employees`, { token })).status).toBe(401);
    expect((await call(`${late.url}/api/employees`, { token: admin })).status).toBe(200);
  }, 180_000);
});
