/**
 * Issue 27 benchmark, rolling restart under steady load: against the swarm stack
 * (deploy/swarm/stack.yml), BENCH_CLIENTS clients each create a facility and read a page of the list
 * in turn, through the edge, while `docker service update --force` restarts every service and the
 * gateway one replica at a time (the stack's update_config: parallelism 1, start-first). A client
 * does what docs/gateway.md ("What a client does when a request fails") tells clients: every create
 * carries an Idempotency-Key, the same on each attempt; on 503, 429 or 409 IDEMPOTENCY_KEY_IN_USE it
 * waits `Retry-After`; on a connection error, 502 or 504 it waits a second; then it sends again, up
 * to BENCH_ATTEMPTS (6) attempts. Counted: answers that needed a retry (by cause), requests that
 * failed even so, creates applied twice, and events lost — every acknowledged create must get its
 * audit entry. BENCH_KEYS=0 sends creates without keys and retries them only on 503/429/409 (the
 * client of before, for comparison).
 * Usage: SWARM_TEST_KEEP=1 bash scripts/swarm-test.sh (it prints the SWARM_* settings), then
 *   SWARM_STACK=… SWARM_BASE_URL=… SWARM_ADMIN_EMAIL=… SWARM_ADMIN_PASSWORD=… npm run bench -- rolling-restart
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';

if (!process.env.SWARM_STACK) {
  console.log('rolling-restart: skipped, it needs a deployed swarm stack (SWARM_STACK, see the usage in bench/rolling-restart.bench.ts)');
  process.exit(0);
}
const setting = (name: string) => process.env[name] ?? (() => { throw new Error(`${name} is not set (see the usage above)`); })();
const stack = setting('SWARM_STACK');
const base = setting('SWARM_BASE_URL').replace(/\/$/, '');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SERVICES = ['identity', 'facilities', 'staffing', 'audit', 'gateway'];
const MAX_ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 6);
const KEYS = process.env.BENCH_KEYS !== '0';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  kind: 'create' | 'list';
  status: number | 'connection error';
  attempts: number;
  /** Why each repeat was sent: a status, or 'connection error'. */
  retried: Array<number | 'connection error'>;
  /** The answer was the stored one of an earlier attempt (Idempotent-Replayed). */
  replayed: boolean;
  ms: number;
}
const outcomes: Outcome[] = [];
/** In every facility name of this run: the audit log and the list find them by it. */
const runId = `rr${Date.now().toString(36)}`;
const created: Array<{ id: string; name: string; requestId: string }> = [];

const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: setting('SWARM_ADMIN_EMAIL'), password: setting('SWARM_ADMIN_PASSWORD') }) });
if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
const token = ((await login.json()) as { accessToken: string }).accessToken;
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-requested-with': 'bench' };

/** Statuses that say "wait Retry-After, then send again". */
const waitAndRepeat = new Set([503, 429, 409]);
/** Statuses after which the request may or may not have been done: repeated when a repeat does no harm. */
const unknownOutcome = new Set([502, 504]);

/** One request with the documented retry (docs/gateway.md, "What a client does when a request fails"). */
async function send(kind: Outcome['kind'], path: string, body?: unknown): Promise<{ outcome: Outcome; json?: unknown; requestId: string }> {
  const started = performance.now();
  const requestId = `rolling-${randomUUID()}`;
  const key: Record<string, string> = body && KEYS ? { 'idempotency-key': randomUUID() } : {};
  const repeatable = !body || KEYS;
  const retried: Outcome['retried'] = [];
  const outcome = (status: Outcome['status'], attempts: number, replayed = false): Outcome => ({ kind, status, attempts, retried, replayed, ms: performance.now() - started });
  for (let attempt = 1; ; attempt++) {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, { method: body ? 'POST' : 'GET', headers: { ...headers, ...key, 'x-request-id': requestId }, body: body ? JSON.stringify(body) : undefined });
    } catch {
      if (!repeatable || attempt >= MAX_ATTEMPTS) return { outcome: outcome('connection error', attempt), requestId };
      retried.push('connection error');
      await sleep(1000);
      continue;
    }
    const inUse = res.status === 409 && res.headers.get('content-type')?.includes('problem') && ((await res.clone().json()) as { code?: string }).code === 'IDEMPOTENCY_KEY_IN_USE';
    const again = (res.status !== 409 && waitAndRepeat.has(res.status)) || inUse || (repeatable && unknownOutcome.has(res.status));
    if (again && attempt < MAX_ATTEMPTS) {
      retried.push(res.status);
      await res.arrayBuffer();
      await sleep(Math.min(5, Number(res.headers.get('retry-after') ?? 1)) * 1000);
      continue;
    }
    const json = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.arrayBuffer();
    return { outcome: outcome(res.status, attempt, res.headers.get('idempotent-replayed') === 'true'), json, requestId };
  }
}

let running = true;
async function client(n: number) {
  for (let i = 0; running; i++) {
    const name = `Rollhaus ${runId} ${n}-${i}`;
    const create = await send('create', '/api/facilities', { name, city: 'Berlin', billingRate: 40, travelCostMode: 'Pauschale', travelCostPerKm: 0 });
    outcomes.push(create.outcome);
    if (create.outcome.status === 200 || create.outcome.status === 201) created.push({ id: (create.json as { id: string }).id, name, requestId: create.requestId });
    outcomes.push((await send('list', '/api/facilities?page=1&pageSize=20')).outcome);
  }
}

const run = promisify(execFile);
const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
await sleep(10_000); // steady load before the first restart
const restarts: Array<{ service: string; seconds: number }> = [];
for (const service of SERVICES) {
  const started = performance.now();
  await run('docker', ['service', 'update', '--force', '--detach=false', '--quiet', `${stack}_${service}`], { timeout: 900_000 });
  restarts.push({ service, seconds: (performance.now() - started) / 1000 });
  console.log(`restarted ${service}, replica by replica: ${restarts.at(-1)!.seconds.toFixed(0)} s`);
}
await sleep(10_000); // and after the last
running = false;
await Promise.all(clients);

/** All pages of a list; `key` picks what to count of each item. */
async function countAll(path: string, key: (item: Record<string, string>) => string) {
  const counts = new Map<string, number>();
  for (let page = 1; ; page++) {
    const res = (await send('list', `${path}&page=${page}&pageSize=100`)).json as { items: Array<Record<string, string>>; totalPages: number };
    for (const item of res.items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
    if (page >= res.totalPages) return counts;
  }
}
/** Each acknowledged create's 'created' audit entries (waiting up to two minutes for the last), and the facilities of each name. */
let entries = new Map<string, number>();
for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(2000)) {
  entries = await countAll(`/api/audit-log?entityType=facility&action=created&search=${runId}`, (e) => e.entityId);
  if (created.every((c) => entries.has(c.id))) break;
}
const copies = await countAll(`/api/facilities?search=${runId}`, (f) => f.name);
const audited = created.map((c) => ({ entries: entries.get(c.id) ?? 0, copies: copies.get(c.name) ?? 0 }));

const count = (predicate: (o: Outcome) => boolean) => outcomes.filter(predicate).length;
const ok = (o: Outcome) => typeof o.status === 'number' && o.status < 300;
const sorted = outcomes.map((o) => o.ms).sort((a, b) => a - b);
const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(0);
const failures = new Map<string, number>();
for (const o of outcomes.filter((x) => !ok(x))) failures.set(`${o.kind} ${o.status}`, (failures.get(`${o.kind} ${o.status}`) ?? 0) + 1);
const failedStatuses = [...failures].map(([k, v]) => `${k}: ${v}`);
const causes = new Map<string, number>();
for (const cause of outcomes.flatMap((o) => o.retried)) causes.set(String(cause), (causes.get(String(cause)) ?? 0) + 1);
console.log(`
## Rolling restart under load (${CLIENTS} clients, ${stack}; creates ${KEYS ? 'with' : 'without'} Idempotency-Key)
| measure | value |
|---|---|
| requests (creates + list reads) | ${outcomes.length} (${count((o) => o.kind === 'create')} + ${count((o) => o.kind === 'list')}) |
| answered 2xx at the first attempt | ${count((o) => ok(o) && o.attempts === 1)} |
| answered 2xx after the documented retry | ${count((o) => ok(o) && o.attempts > 1)} (repeats by cause: ${[...causes].map(([c, n]) => `${c} × ${n}`).join(', ') || 'none'}; answers replayed from the first attempt: ${count((o) => o.replayed)}) |
| failed even so | ${count((o) => !ok(o))}${failedStatuses.length ? ` (${failedStatuses.join('; ')})` : ''} |
| latency p50 / p99 / max, retries included (ms) | ${p(0.5)} / ${p(0.99)} / ${sorted.at(-1)?.toFixed(0)} |
| acknowledged creates | ${created.length} |
| events lost (acknowledged create without audit entry) | ${audited.filter((a) => a.entries === 0).length} |
| creates applied twice (audit entries or facilities of one request > 1) | ${audited.filter((a) => a.entries > 1 || a.copies > 1).length} |
| restart of each service, one replica at a time (s) | ${restarts.map((r) => `${r.service} ${r.seconds.toFixed(0)}`).join(', ')} |
`);
