import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, mkdirSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { startNats, TestIssuer, grant } from '@cs/service-kit/testing/index';
import { layoutFor } from './lib/staffing-data';
import { checkPath, createBody, randomCandidate } from './lib/staffing-requests';

const PROF = process.env.PROF === '1';
const dir = '/tmp/staffing-prof';
rmSync(dir, { recursive: true, force: true }); mkdirSync(dir);
const nats = await startNats();
const issuer = await TestIssuer.start();
const env = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '3934', NATS_URL: nats.url, JWKS_URL: issuer.jwksUrl, JWT_ISSUER: issuer.issuer, JWT_AUDIENCE: issuer.audience, DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${process.env.DB ?? 'bench_staffing'}` };
const child = spawn(process.execPath, [...(PROF ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : []), '--import', 'tsx', 'services/staffing/src/main.ts'], { env, stdio: 'inherit' });
for (;;) { if (await fetch('http://127.0.0.1:3934/health/live').then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 200)); }
const token = await issuer.token({ perm: grant(['assignments'], ['read', 'create']) }, { expiresIn: '1h' });
const layout = layoutFor(50_000, 1_000_000);
const cpu = (pid: number) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const pgCpu = () => { let t = 0; for (const p of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) { try { if (readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('bench_staffing')) t += cpu(Number(p)); } catch {} } return t; };
const conns = Number(process.env.CONNS ?? 20);
const POST = process.env.POST === '1';
const opts = POST
  ? { url: 'http://127.0.0.1:3934', connections: conns, method: 'POST' as const, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, requests: [{ path: '/api/assignments', setupRequest: (req: autocannon.Request) => ({ ...req, path: '/api/assignments', body: createBody(layout) }) }] }
  : { url: 'http://127.0.0.1:3934', connections: conns, headers: { authorization: `Bearer ${token}` }, requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: checkPath(randomCandidate(layout)) }) }] };
await autocannon({ ...opts, duration: 3 });
const [n0, p0] = [cpu(child.pid!), pgCpu()];
const r = await autocannon({ ...opts, duration: 10 });
const [n1, p1] = [cpu(child.pid!), pgCpu()];
const total = r.requests.total;
console.log({ codes: (r as any).statusCodeStats, conns, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, nodeCpuMsPerReq: (n1 - n0) / total, pgCpuMsPerReq: (p1 - p0) / total, nodeCpuPct: (n1 - n0) / 100, pgCpuPct: (p1 - p0) / 100 });
const exited = new Promise((res) => child.once('exit', res)); child.kill('SIGTERM'); await exited;
await issuer.stop(); await nats.stop();
if (PROF) {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))!;
  const prof = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  const dt = new Map<number, number>(); prof.samples.forEach((id: number, i: number) => dt.set(id, (dt.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
  const byFn = new Map<string, number>(); const byFile = new Map<string, number>();
  for (const n of prof.nodes) { const t = (dt.get(n.id) ?? 0) / 1000; const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.replace(/^.*node_modules\//, 'nm/').replace(/^.*\/work\/main\//, '')}:${cf.lineNumber}`; byFn.set(key, (byFn.get(key) ?? 0) + t); const pk = cf.url.includes('node_modules/') ? cf.url.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1') : cf.url.replace(/^.*\/work\/main\//, '') || cf.functionName; byFile.set(pk, (byFile.get(pk) ?? 0) + t); }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(0).padStart(7)} ms  ${k}`).join('\n');
  console.log('--- self time by package/file\n' + top(byFile, 30)); console.log('--- self time by function\n' + top(byFn, 40));
}
