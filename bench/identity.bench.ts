/**
 * Issue 3 benchmark, part 2: login (argon2id) throughput and `GET /api/auth/me` through the gateway,
 * with identity on the PostgreSQL server. Token verification cost per request: jwt-verify.bench.ts.
 */
import { startNats } from '@cs/service-kit/testing/index';
import { freshDatabase } from './lib/database';
import { spawnService } from './lib/processes';
import { measure, table } from './lib/measure';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' };

const nats = await startNats();
const identityDb = await freshDatabase('bench_identity');
const identity = await spawnService('identity', 3911, {
  NATS_URL: nats.url,
  DATABASE_URL: identityDb,
  BOOTSTRAP_ADMIN_EMAIL: admin.email,
  BOOTSTRAP_ADMIN_PASSWORD: admin.password,
});
const gateway = await spawnService('gateway', 3981, {
  NATS_URL: nats.url,
  GATEWAY_PORT: '3981',
  JWKS_URL: `${identity.url}/.well-known/jwks.json`,
  IDENTITY_URL: identity.url,
  RATE_LIMIT_PER_MINUTE: '100000000',
});
try {
  const login = await fetch(`${gateway.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  }).then((r) => r.json() as Promise<{ accessToken: string }>);
  const rows = [
    await measure({
      name: 'POST /api/auth/login (argon2id) via gateway',
      url: `${gateway.url}/api/auth/login`,
      connections: 10,
      seconds: SECONDS,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    }),
    await measure({
      name: 'GET /api/auth/me via gateway',
      url: `${gateway.url}/api/auth/me`,
      connections: 50,
      seconds: SECONDS,
      headers: { authorization: `Bearer ${login.accessToken}` },
    }),
    await measure({
      name: 'GET /api/auth/me direct',
      url: `${identity.url}/api/auth/me`,
      connections: 50,
      seconds: SECONDS,
      headers: { authorization: `Bearer ${login.accessToken}` },
    }),
  ];
  console.log(table(rows));
  console.log(`\n/me gateway/direct throughput: ${(rows[1].requestsPerSec / rows[2].requestsPerSec).toFixed(2)}`);
} finally {
  await gateway.stop();
  await identity.stop();
  await nats.stop();
}
