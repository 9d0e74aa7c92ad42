/**
 * Issue 14 benchmark: GET /api/facilities/{id} (100 000 facilities, PostgreSQL server), 50
 * connections, directly and through every proxy in the same run — the gateway beside its peers:
 * nginx (one worker) when the binary is on PATH, a bare `node:http` proxy (with `http.request` and
 * with undici as its client), fastify + @fastify/http-proxy, express + http-proxy-middleware with
 * nothing else (bench/lib/proxy-peers.ts). BENCH_ROUNDS rounds (default 2). Within a round direct
 * is measured before every proxy and once more at the end, and each proxy's throughput and p99 are
 * fractions of the mean of the two direct runs around it — so a change of machine load during the
 * round moves direct and proxy alike instead of favouring whichever proxy runs nearest to a
 * lucky direct run. The proxies' order is reversed every other round (none is always last); every
 * target gets a 5 s warm-up under full load before the first round and each run 2 s of its own;
 * a proxy's CPU time counts the measured run only.
 * Usage: npm run bench -- gateway-peers (BENCH_PEERS=gateway,fastify to measure only some)
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
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5);

async function main() {
  const { nats, issuer, common } = await startBenchPlatform();
  const dbUrl = await freshDatabase('bench_gateway_peers');
  const facilities = await spawnService('facilities', 3902, { ...common, DATABASE_URL: dbUrl });
  const proxies = await startProxyPeers(facilities.url, common);
  try {
    console.log(`seeding ${FACILITIES} facilities…`);
    await seedFacilities(dbUrl, FACILITIES);
    const ids = await sampleIds(dbUrl);
    // A token lives 15 minutes at most (the services' limit): a fresh one for every round.
    const freshScenario = async () => {
      const token = await issuer.token({ perm: grant(['facilities'], ['read']) }, { expiresIn: '15m' });
      return { path: () => `/api/facilities/${pick(ids)}`, headers: { authorization: `Bearer ${token}` }, connections: CONNECTIONS, seconds: SECONDS };
    };
    let scenario = await freshScenario();
    for (const [name, proxy] of [['direct', facilities] as const, ...proxies]) {
      const answer = await fetch(`${proxy.url}${scenario.path()}`, { headers: scenario.headers });
      if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${await answer.text()}`);
    }
    // Once before the rounds: every target under the full load for WARM_UP_SECONDS (JIT, the pools'
    // connections, PostgreSQL's cache), so round 1 is not the first contact of anything.
    for (const [name, target] of [['direct', facilities] as const, ...proxies]) {
      await measure({ ...scenario, name: `warm-up: ${name}`, url: target.url, seconds: WARM_UP_SECONDS });
    }
    const rows: Measurement[] = [];
    const ratios: string[] = [];
    const verdicts: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      if (round > 1) scenario = await freshScenario();
      let directs = 0;
      const measureDirect = () => measure({ ...scenario, name: `round ${round}: direct (${++directs})`, url: facilities.url });
      const order = round % 2 === 1 ? proxies : [...proxies].reverse();
      let before = await measureDirect();
      rows.push(before);
      const fractions = new Map<string, { throughput: number; p99: number }>();
      for (const [name, proxy] of order) {
        let cpuBefore: number | undefined;
        const row = await measure({ ...scenario, name: `round ${round}: ${name}`, url: proxy.url, afterWarmUp: () => (cpuBefore = cpuSeconds(proxy.pid)) });
        const cpuAfter = cpuSeconds(proxy.pid);
        const after = await measureDirect();
        rows.push(row, after);
        const direct = { requestsPerSec: (before.requestsPerSec + after.requestsPerSec) / 2, p99: (before.p99 + after.p99) / 2 };
        const fraction = { throughput: row.requestsPerSec / direct.requestsPerSec, p99: row.p99 / direct.p99 };
        fractions.set(name, fraction);
        const cpu = cpuBefore === undefined || cpuAfter === undefined || !row.total ? 'n/a' : `${(((cpuAfter - cpuBefore) * 1000) / row.total).toFixed(3)} ms CPU/request`;
        ratios.push(`round ${round} ${name}: ${fraction.throughput.toFixed(2)} of direct, p99 ${fraction.p99.toFixed(2)} × direct, ${cpu}`);
        before = after;
      }
      const gateway = fractions.get('gateway');
      const fastify = fractions.get('fastify + @fastify/http-proxy');
      if (gateway && fastify) {
        const met = gateway.throughput >= 0.8 && gateway.throughput >= fastify.throughput && gateway.p99 <= 1.3;
        verdicts.push(
          `round ${round}: gateway ${gateway.throughput.toFixed(2)} of direct (≥ 0.80: ${gateway.throughput >= 0.8 ? 'yes' : 'no'}), fastify ${fastify.throughput.toFixed(2)} (gateway ≥ fastify: ${gateway.throughput >= fastify.throughput ? 'yes' : 'no'}), p99 ${gateway.p99.toFixed(2)} × direct (≤ 1.3: ${gateway.p99 <= 1.3 ? 'yes' : 'no'}) → target ${met ? 'met' : 'missed'}`,
        );
      }
    }
    console.log(`\n${FACILITIES} facilities, get-by-id, ${CONNECTIONS} connections, ${SECONDS} s per scenario\n`);
    console.log(table(rows));
    console.log(`\n${ratios.join('\n')}`);
    if (verdicts.length) console.log(`\nissue 14 target (≥ 0.80 of direct, ≥ fastify's ratio, p99 ≤ 1.3 × direct, same round):\n${verdicts.join('\n')}`);
  } finally {
    for (const [, proxy] of proxies) await proxy.stop();
    await facilities.stop();
    await issuer.stop();
    await nats.stop();
  }
}

await main();
