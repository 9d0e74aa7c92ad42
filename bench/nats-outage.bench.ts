/**
 * Issue 11 benchmark, NATS outage: write latency of facilities on embedded PGlite (the `npm start`
 * default) with its own nats-server — normally, then while the nats-server is stopped (SIGSTOP: it
 * keeps its sockets and answers nothing, the worst case for a publisher), in the same run; then how
 * long the outbox needs to publish the backlog once NATS is back, and that nothing was lost.
 * Usage: npm run bench -- nats-outage   (BENCH_SECONDS per scenario, default 10)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { grant, startNats, TestIssuer } from '@cs/service-kit/testing/index';
import { spawnService } from './lib/processes';
import { measure, table, type Measurement } from './lib/measure';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

const nats = await startNats();
const issuer = await TestIssuer.start();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-outage-'));
const facilities = await spawnService('facilities', 3941, {
  NATS_URL: nats.url,
  DATA_DIR: dataDir,
  JWKS_URL: issuer.jwksUrl,
  JWT_ISSUER: issuer.issuer,
  JWT_AUDIENCE: issuer.audience,
});
const nc = await connect({ servers: nats.url });
const jsm = await jetstreamManager(nc);
try {
  const token = await issuer.token({ perm: grant(['facilities']) }, { expiresIn: '15m' });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const body = JSON.stringify({ name: 'Haus Bench', city: 'Berlin', billingRate: 42.5, travelCostMode: 'Pauschale' });
  const create = (name: string) => measure({ name, url: `${facilities.url}/api/facilities`, method: 'POST', body, headers, connections: CONNECTIONS, seconds: SECONDS });
  const list = (name: string) => measure({ name, url: `${facilities.url}/api/facilities?page=1&pageSize=20`, headers, connections: CONNECTIONS, seconds: SECONDS });

  const rows: Measurement[] = [await create('POST /api/facilities, NATS up'), await list('GET /api/facilities (list), NATS up')];
  nats.pause();
  rows.push(await create('POST /api/facilities, NATS stopped'), await list('GET /api/facilities (list), NATS stopped'));
  const resumedAt = Date.now();
  nats.resume();

  const created = await fetch(`${facilities.url}/api/facilities?page=1&pageSize=1`, { headers }).then((r) => r.json() as Promise<{ totalCount: number }>);
  let published = 0;
  while (published < created.totalCount) {
    await new Promise((r) => setTimeout(r, 100));
    published = (await jsm.streams.info('FACILITIES')).state.messages;
    if (Date.now() - resumedAt > 300_000) throw new Error(`only ${published} of ${created.totalCount} events published 5 min after NATS came back`);
  }
  console.log(table(rows));
  console.log(`\n${created.totalCount} facilities created; all ${published} events in the FACILITIES stream ${Date.now() - resumedAt} ms after NATS came back`);
} finally {
  await nc.close();
  await facilities.stop();
  await issuer.stop();
  await nats.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
