/**
 * Issue 11 benchmark, slow clients: another client's `GET /api/facilities/{id}` through the gateway,
 * without and with 1 000 POST bodies trickling in one byte every 5 s (each from its own forwarded
 * address, so each is under its rate limit), in the same run. Facilities on embedded PGlite.
 * Usage: npm run bench -- slow-clients   (BENCH_SECONDS per scenario, default 10; BENCH_SLOW_CLIENTS, default 1000)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { grant } from '@cs/service-kit/testing/index';
import { startBenchPlatform } from './lib/platform';
import { spawnService } from './lib/processes';
import { measure, table } from './lib/measure';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SLOW_CLIENTS = Number(process.env.BENCH_SLOW_CLIENTS ?? 1000);

/** Opens `count` POSTs that send their headers and then one body byte every 5 s; returns a closer. */
async function trickle(gatewayUrl: string, token: string, count: number) {
  const { hostname, port } = new URL(gatewayUrl);
  const sockets: net.Socket[] = [];
  let answered = 0;
  for (let i = 0; i < count; i++) {
    const socket = net.connect(Number(port), hostname);
    socket.on('error', () => undefined);
    socket.once('data', () => answered++);
    socket.write(
      `POST /api/facilities HTTP/1.1\r\nhost: gateway\r\nauthorization: Bearer ${token}\r\ncontent-type: application/json\r\n` +
        `content-length: 200\r\nx-forwarded-for: 10.1.${i >> 8}.${i & 255}\r\n\r\n{`,
    );
    sockets.push(socket);
  }
  const timer = setInterval(() => sockets.forEach((s) => s.writable && s.write(' ')), 5_000);
  return {
    answered: () => answered,
    close() {
      clearInterval(timer);
      sockets.forEach((s) => s.destroy());
    },
  };
}

const { nats, issuer, common } = await startBenchPlatform();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-slow-'));
const facilities = await spawnService('facilities', 3942, { ...common, DATA_DIR: dataDir });
const gateway = await spawnService('gateway', 3982, {
  ...common,
  GATEWAY_PORT: '3982',
  FACILITIES_URL: facilities.url,
  TRUST_PROXY_HOPS: '1',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
try {
  const token = await issuer.token({ perm: grant(['facilities']) }, { expiresIn: '15m' });
  const headers = { authorization: `Bearer ${token}` };
  const created = await fetch(`${gateway.url}/api/facilities`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Haus Bench', city: 'Berlin' }),
  }).then((r) => r.json() as Promise<{ id: string }>);
  const get = (name: string) => measure({ name, url: `${gateway.url}/api/facilities/${created.id}`, headers, connections: 10, seconds: SECONDS });

  const quiet = await get('GET /api/facilities/{id} via gateway, no slow clients');
  const flood = await trickle(gateway.url, token, SLOW_CLIENTS);
  await new Promise((r) => setTimeout(r, 1_000)); // let the gateway take every slow request in
  const started = performance.now();
  const first = await fetch(`${gateway.url}/api/facilities/${created.id}`, { headers });
  const firstMs = Math.round(performance.now() - started);
  const busy = await get(`GET /api/facilities/{id} via gateway, ${SLOW_CLIENTS} slow bodies pending`);
  const answeredSlow = flood.answered();
  flood.close();
  console.log(table([quiet, busy]));
  console.log(`\nfirst GET after the flood started: ${first.status} in ${firstMs} ms; slow bodies answered during the run: ${answeredSlow} of ${SLOW_CLIENTS}`);
} finally {
  await gateway.stop();
  await facilities.stop();
  await issuer.stop();
  await nats.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
