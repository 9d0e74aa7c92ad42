/**
 * Start-up and idle memory of `npm start` on embedded defaults (issue 14), measured as a newcomer
 * would: start, then log in until it works. Per run: a first start on an empty data directory, then
 * a restart on the data it left. Reports the median of `STARTUP_RUNS` (5) runs, the error lines
 * printed while starting, and the idle memory (RSS and PSS, summed over every process of the tree)
 * 5 s after the first start and after the restart.
 *
 * `npm run bench -- startup`. `STARTUP_COMMAND` replaces `npm start` (e.g. `node dist/start.js`, without
 * the build step). As after `npm ci`: a first start copies the clusters `npm ci` prepared in
 * node_modules/.cache (counted per start as `prepared`; `bare` = initdb or a bare copy, then migrations).
 * Uses its own NATS port, gateway port and data directory; the services keep 3001–3004, so nothing
 * else may listen there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.STARTUP_RUNS ?? 5);
const command = (process.env.STARTUP_COMMAND ?? 'npm start').split(' ');
const gatewayPort = 18_080;
const natsPort = 14_222;
const idleMs = 5_000;

interface Started {
  child: ChildProcess;
  loginMs: number;
  readyLineMs: number | null;
  errorLines: number;
  status5xx: number;
  /** CPU time of the whole tree until the first successful login: less dependent on other load than wall time. */
  cpuMs: number;
  /** How each new cluster was made, from the services' "database ready" lines (`prepared`, `bare`). */
  newClusters: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function login(): Promise<number> {
  return fetch(`http://127.0.0.1:${gatewayPort}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'change-me-now-please' }),
  }).then((r) => r.status, () => 0);
}

async function start(dataDir: string): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    detached: true, // its own process group: the whole tree is signalled and measured together
    env: { ...process.env, DATA_DIR: dataDir, NATS_URL: `nats://127.0.0.1:${natsPort}`, GATEWAY_PORT: String(gatewayPort), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const result: Started = { child, loginMs: 0, readyLineMs: null, errorLines: 0, status5xx: 0, cpuMs: 0, newClusters: [] };
  const onLine = (line: string) => {
    const newCluster = /"newCluster":"(\w+)"/.exec(line)?.[1];
    if (newCluster) result.newClusters.push(newCluster);
    if (/"level":(50|60)|\berror\b|Error:/i.test(line)) result.errorLines++;
    if (result.readyLineMs === null && /\bready\b.*http:\/\//i.test(line) && !line.includes('"level"')) result.readyLineMs = performance.now() - t0;
  };
  readline.createInterface({ input: child.stdout! }).on('line', onLine);
  readline.createInterface({ input: child.stderr! }).on('line', onLine);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`);
    const status = await login();
    if (status === 200) break;
    if (status >= 500) result.status5xx++;
    if (performance.now() - t0 > 120_000) throw new Error('no successful login within 120 s');
    await sleep(50);
  }
  result.loginMs = performance.now() - t0;
  result.cpuMs = groupCpuMs(child.pid!);
  return result;
}

/** Every process in the child's process group (npm, start.ts, nats-server, the services). */
function groupPids(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** utime + stime of the live processes, plus cutime + cstime: what their exited, reaped children (the build step) used. */
function groupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const pid of groupPids(pgid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

function memoryOf(pid: number) {
  const read = (file: string, key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(readFileSync(`/proc/${pid}/${file}`, 'utf8'))?.[1] ?? 0) / 1024;
  const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  const label = cmd.find((a) => /services\/(\w+)\//.test(a))?.match(/services\/(\w+)\//)?.[1] ?? path.basename(cmd.find((a) => /start\.(ts|js)$/.test(a)) ?? cmd[0]);
  return { label, rssMb: read('status', 'VmRSS'), pssMb: read('smaps_rollup', 'Pss') };
}

async function stop({ child }: Started) {
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGINT');
  await exited;
  while (groupPids(child.pid!).length > 0) await sleep(100);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
type Memory = ReturnType<typeof memoryOf>[];
const rows: Array<{ first: Started; restart: Started; firstMemory: Memory; memory: Memory }> = [];
const total = (memory: Memory, k: 'rssMb' | 'pssMb') => Math.round(memory.reduce((s, m) => s + m[k], 0));

for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'startup-bench-'));
  try {
    const first = await start(dataDir);
    await sleep(idleMs);
    const firstMemory = groupPids(first.child.pid!).map(memoryOf);
    await stop(first);
    const restart = await start(dataDir);
    await sleep(idleMs);
    const memory = groupPids(restart.child.pid!).map(memoryOf);
    await stop(restart);
    rows.push({ first, restart, firstMemory, memory });
    console.log(
      `run ${i + 1}: first ${Math.round(first.loginMs)} ms (cpu ${first.cpuMs} ms, clusters ${first.newClusters.join(' ') || 'none new'}, ready line ${Math.round(first.readyLineMs ?? NaN)} ms, ${first.errorLines} error lines, ${first.status5xx} 5xx), ` +
        `restart ${Math.round(restart.loginMs)} ms (cpu ${restart.cpuMs} ms, ready line ${Math.round(restart.readyLineMs ?? NaN)} ms, ${restart.errorLines} error lines), ` +
        `idle after restart RSS ${total(memory, 'rssMb')} MB, PSS ${total(memory, 'pssMb')} MB (after first start ${total(firstMemory, 'rssMb')} / ${total(firstMemory, 'pssMb')} MB) · load ${os.loadavg()[0].toFixed(2)}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const last = rows.at(-1)!.memory;
console.log(`\nmedian of ${runs}: first start → login ${Math.round(median(rows.map((r) => r.first.loginMs)))} ms, restart → login ${Math.round(median(rows.map((r) => r.restart.loginMs)))} ms`);
console.log(`CPU time until that login, median: first start ${median(rows.map((r) => r.first.cpuMs))} ms, restart ${median(rows.map((r) => r.restart.cpuMs))} ms`);
console.log(`error lines while starting (all runs): ${rows.reduce((s, r) => s + r.first.errorLines + r.restart.errorLines, 0)}`);
for (const [label, key] of [['after restart', 'memory'], ['after first start', 'firstMemory']] as const) {
  console.log(`idle memory ${label}, median total: RSS ${median(rows.map((r) => total(r[key], 'rssMb')))} MB, PSS ${median(rows.map((r) => total(r[key], 'pssMb')))} MB`);
}
for (const [label, memory] of [['after restart', last], ['after first start', rows.at(-1)!.firstMemory]] as const) {
  console.log(`per process, idle ${label} (last run):`);
  for (const m of [...memory].sort((a, b) => b.rssMb - a.rssMb)) console.log(`  ${m.label.padEnd(12)} RSS ${Math.round(m.rssMb)} MB  PSS ${Math.round(m.pssMb)} MB`);
}
console.log(`load average now: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
