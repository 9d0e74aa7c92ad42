/**
 * Issue 14 benchmark, the figure that holds still on a busy machine: **CPU time per proxied
 * request** of the gateway and of every peer (bench/lib/proxy-peers.ts), in front of a stand-in
 * service that answers every GET with a fixed facility-sized JSON at once (no PostgreSQL, no
 * facilities process competing for the cores). Each round sends BENCH_REQUESTS requests (50
 * connections, after a 3 000-request warm-up) through every proxy, alternating the order between
 * rounds; the CPU time comes from `/proc/<pid>/stat` (nginx: master and worker). Reports each
 * proxy's median and range over BENCH_ROUNDS rounds (default 5).
 * Usage: npm run bench -- gateway-cpu
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { grant } from '@cs/service-kit/testing/index';
import { startBenchPlatform } from './lib/platform';
import { startProxyPeers } from './lib/proxy-peers';
import { cpuSeconds } from './lib/cpu-time';
import { startOtlpSink } from './lib/otlp-sink';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
/** `BENCH_RATE=2000`: requests per second over all connections (the throughput of `gateway-peers`), instead of as fast as the proxy answers. */
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
const ID = '0b7f9a52-6a0a-4f43-9d7c-0c1f5d4d1a11';

/** About the size and headers of `GET /api/facilities/{id}` from the facilities service. */
const facility = JSON.stringify({
  id: ID,
  name: 'Pflegeheim Sonnenhof',
  address: { street: 'Hauptstraße 12', postalCode: '10115', city: 'Berlin' },
  contact: { phone: '+49 30 1234567', email: 'kontakt@sonnenhof.example' },
  stations: ['Station A', 'Station B', 'Station C'],
  notes: 'Anfahrt über den Hintereingang; Parkplätze im Hof.'.repeat(4),
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function standInService(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(facility),
      etag: 'W/"3"',
      'x-request-id': String(req.headers['x-request-id'] ?? ''),
    });
    res.end(facility);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const { nats, issuer, common } = await startBenchPlatform();
  const service = await standInService();
  // BENCH_TRACES=1: a gateway exporting its spans to this sink is measured too (lib/proxy-peers.ts).
  const sink = process.env.BENCH_TRACES ? await startOtlpSink() : undefined;
  if (sink) process.env.BENCH_TRACES = sink.url;
  const proxies = await startProxyPeers(`http://127.0.0.1:${(service.address() as AddressInfo).port}`, common);
  try {
    const token = await issuer.token({ perm: grant(['facilities'], ['read']) }, { expiresIn: '15m' });
    const load = (url: string, amount: number) =>
      autocannon({ url: `${url}/api/facilities/${ID}`, connections: 50, amount, overallRate: RATE, headers: { authorization: `Bearer ${token}` } });
    const perRequest = new Map<string, number[]>(proxies.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, proxy] of round % 2 === 0 ? proxies : [...proxies].reverse()) {
        await load(proxy.url, 3_000);
        const before = cpuSeconds(proxy.pid);
        const result = await load(proxy.url, REQUESTS);
        const after = cpuSeconds(proxy.pid);
        if (result.non2xx || result.errors) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        if (before !== undefined && after !== undefined) perRequest.get(name)!.push(((after - before) * 1000) / result.requests.total);
      }
    }
    console.log(`\nCPU ms per proxied request, ${ROUNDS} rounds of ${REQUESTS} requests, 50 connections\n`);
    console.log('| proxy | median | min | max |\n|---|---:|---:|---:|');
    for (const [name, xs] of perRequest) {
      if (xs.length) console.log(`| ${name} | ${median(xs).toFixed(3)} | ${Math.min(...xs).toFixed(3)} | ${Math.max(...xs).toFixed(3)} |`);
    }
    console.log('\nper round (ms):');
    for (const [name, xs] of perRequest) console.log(`${name}: ${xs.map((x) => x.toFixed(4)).join(' ')}`);
    // A/B (BENCH_GATEWAY_BASELINE): the two gateways measured one after the other in every round, so a
    // change of machine load between rounds cancels out of their ratio.
    const after = perRequest.get('gateway');
    const before = perRequest.get('gateway (baseline)');
    if (after?.length && before?.length === after.length) {
      const ratios = after.map((x, i) => x / before[i]);
      console.log(`\ngateway / gateway (baseline), per round: ${ratios.map((r) => r.toFixed(3)).join(' ')}; median ${median(ratios).toFixed(3)}`);
    }
    const exporting = perRequest.get('gateway (traces exported)');
    if (after?.length && exporting?.length === after.length) {
      const ratios = exporting.map((x, i) => x / after[i]);
      console.log(`gateway (traces exported) / gateway, per round: ${ratios.map((r) => r.toFixed(3)).join(' ')}; median ${median(ratios).toFixed(3)}`);
      console.log(`the sink received ${sink?.received().exports} exports, ${sink?.received().bytes} bytes`);
    }
  } finally {
    for (const [, proxy] of proxies) await proxy.stop();
    service.closeAllConnections();
    service.close();
    await sink?.stop();
    await issuer.stop();
    await nats.stop();
  }
}

await main();
