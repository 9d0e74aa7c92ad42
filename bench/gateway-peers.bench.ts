/**
 * Issue 14 benchmark: GET /api/facilities/{id} (100 000 facilities, PostgreSQL server), 50
 * connections, directly and through every proxy in the same run — the gateway beside its peers:
 * nginx (one worker) when the binary is on PATH, a bare `node:http` proxy (with `http.request` and
 * with undici as its client), fastify + @fastify/http-proxy, express + http-proxy-middleware with
 * nothing else (bench/lib/proxy-peers.ts). BENCH_ROUNDS rounds (default 2),
 * each measuring direct first and then every proxy in turn, so a change of machine load shows up
 * as a difference between rounds rather than between proxies.
 * Usage: npm run bench -- gateway-peers
 */
import { grant } from '@cs/service-kit/testing/index';
import { pick, startBenchPlatform } from './lib/platform';
import { freshDatabase } from './lib/database';
import { sampleIds, seedFacilities } from './lib/facilities-data';
import { spawnService } from './lib/processes';
import { measure, table, type Measurement } from './lib/measure';
import { startProxyPeers } from './lib/proxy-peers';
import { cpuSeconds } from './lib/cpu-time';

const FACILITIES = Number(process.env.BENCH_FACILITIES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;

async function main() {
  const { nats, issuer, common } = await startBenchPlatform();
  const dbUrl = await freshDatabase('bench_gateway_peers');
  const facilities = await spawnService('facilities', 3902, { ...common, DATABASE_URL: dbUrl });
  const proxies = await startProxyPeers(facilities.url, common);
  try {
    console.log(`seeding ${FACILITIES} facilities…`);
    await seedFacilities(dbUrl, FACILITIES);
    const ids = await sampleIds(dbUrl);
    const token = await issuer.token({ perm: grant(['facilities'], ['read']) }, { expiresIn: '15m' });
    const scenario = { path: () => `/api/facilities/${pick(ids)}`, headers: { authorization: `Bearer ${token}` }, connections: CONNECTIONS, seconds: SECONDS };
    for (const [name, proxy] of [['direct', facilities] as const, ...proxies]) {
      const answer = await fetch(`${proxy.url}${scenario.path()}`, { headers: scenario.headers });
      if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${await answer.text()}`);
    }
    const rows: Measurement[] = [];
    const ratios: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const direct = await measure({ ...scenario, name: `round ${round}: direct`, url: facilities.url });
      rows.push(direct);
      for (const [name, proxy] of proxies) {
        const before = cpuSeconds(proxy.pid);
        const row = await measure({ ...scenario, name: `round ${round}: ${name}`, url: proxy.url });
        const after = cpuSeconds(proxy.pid);
        rows.push(row);
        // Warm-up included in the CPU time, so the figure per request is a slight overestimate for every proxy alike.
        const cpu = before === undefined || after === undefined || !row.total ? 'n/a' : `${((after - before) * 1000 / (row.total * (1 + 2 / SECONDS))).toFixed(3)} ms CPU/request`;
        ratios.push(`round ${round} ${name}: ${(row.requestsPerSec / direct.requestsPerSec).toFixed(2)} of direct, p99 ${(row.p99 / direct.p99).toFixed(2)} × direct, ${cpu}`);
      }
    }
    console.log(`\n${FACILITIES} facilities, get-by-id, ${CONNECTIONS} connections, ${SECONDS} s per scenario\n`);
    console.log(table(rows));
    console.log(`\n${ratios.join('\n')}`);
  } finally {
    for (const [, proxy] of proxies) await proxy.stop();
    await facilities.stop();
    await issuer.stop();
    await nats.stop();
  }
}

await main();
