import { setTimeout as sleep } from 'node:timers/promises';
import { startNats, TestIssuer, grant } from '@cs/service-kit/testing/index';
import { freshDatabase, withClient } from './lib/database';
import { spawnService } from './lib/processes';
import { paced } from './lib/paced';
const nats = await startNats();
const issuer = await TestIssuer.start();
const fdb = await freshDatabase('bench_drain_f');
const common = { NATS_URL: nats.url, JWKS_URL: issuer.jwksUrl, JWT_ISSUER: issuer.issuer, JWT_AUDIENCE: issuer.audience };
const facilities = await spawnService('facilities', 3941, { ...common, DATABASE_URL: fdb });
const token = await issuer.token({ perm: grant(['facilities'], ['read', 'create', 'update']) }, { expiresIn: '2h' });
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const ids: string[] = [];
for (let i = 0; i < 200; i++) ids.push(((await (await fetch(`${facilities.url}/api/facilities`, { method: 'POST', headers, body: JSON.stringify({ name: `F ${i}` }) })).json()) as { id: string }).id);
await paced({ rate: 300, seconds: 20, send: (i) => fetch(`${facilities.url}/api/facilities/${ids[i % 200]}`, { method: 'PUT', headers, body: JSON.stringify({ name: `F ${i % 200}`, notes: `u ${i}` }) }) });
await sleep(3000);
await facilities.stop();
for (const c of (process.env.DRAIN_CONCURRENCIES ?? '1,8,1,8').split(',')) {
  const adb = await freshDatabase('bench_drain_a');
  const t0 = Date.now();
  const audit = await spawnService('audit', 3944, { ...common, DATABASE_URL: adb, CONSUMER_CONCURRENCY: c });
  const t1 = Date.now();
  let n = 0;
  while (n < 6200) { n = await withClient(adb, async (db) => (await db.query('select count(*)::int n from audit_entries')).rows[0].n); await sleep(100); }
  const t2 = Date.now();
  await audit.stop();
  console.log(`concurrency ${c}: ${n} entries in ${((t2 - t1) / 1000).toFixed(1)} s after ready (${Math.round(n / ((t2 - t1) / 1000))}/s; start ${t1 - t0} ms)`);
}
await issuer.stop(); await nats.stop();
