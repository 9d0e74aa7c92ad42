/**
 * `npm start` keeps the system running: a child that crashes is started again with backoff and
 * the restart is logged; only stop() (Ctrl-C / SIGTERM in start.ts) ends it, and nothing is
 * restarted after that. Real child processes (node), no stand-ins.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { eventually } from '@cs/service-kit/testing/index';
import { supervise } from '../../scripts/supervisor';

const dir = mkdtempSync(path.join(os.tmpdir(), 'supervisor-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A node process that appends a line to `runs` when it starts, exits with code 3 on its first
 * `crashes` runs, and then stays up, writing `terminated` when it receives SIGTERM.
 */
function flakyChild(label: string, crashes: number) {
  const runs = path.join(dir, `${label}.runs`);
  writeFileSync(runs, '');
  // The SIGTERM handler comes first: once `started` is in the file, a stop() finds it in place.
  const script = `
    const fs = require('node:fs');
    process.on('SIGTERM', () => { fs.appendFileSync(${JSON.stringify(runs)}, 'terminated\\n'); process.exit(0); });
    fs.appendFileSync(${JSON.stringify(runs)}, 'started\\n');
    const n = fs.readFileSync(${JSON.stringify(runs)}, 'utf8').split('\\n').filter((l) => l === 'started').length;
    if (n <= ${crashes}) process.exit(3);
    setInterval(() => {}, 1000);
  `;
  return { start: () => spawn(process.execPath, ['-e', script], { stdio: 'ignore' }), runs: () => readFileSync(runs, 'utf8').split('\n').filter(Boolean) };
}

describe('supervisor', () => {
  test('restarts a crashing child with doubling backoff and logs each exit and restart; stop() ends it for good', async () => {
    const child = flakyChild('crashing', 2);
    const lines: string[] = [];
    const supervised = supervise({ name: 'facilities', start: child.start, log: (l) => lines.push(l), initialMs: 20, maxMs: 1_000 });

    await eventually(async () => child.runs().length === 3 && supervised.child.pid !== undefined);
    expect(supervised.restarts).toBe(2);
    expect(lines).toEqual([
      'facilities exited (code 3); restarting in 20 ms',
      'facilities restarting (restart 1)',
      'facilities exited (code 3); restarting in 40 ms',
      'facilities restarting (restart 2)',
    ]);

    await supervised.stop();
    expect(supervised.child.exitCode).toBe(0);
    expect(child.runs()).toEqual(['started', 'started', 'started', 'terminated']);
    expect(lines).toHaveLength(4); // the stop was not taken for a crash
  });

  test('the backoff stops growing at maxMs', async () => {
    const child = flakyChild('capped', 4);
    const lines: string[] = [];
    const supervised = supervise({ name: 'audit', start: child.start, log: (l) => lines.push(l), initialMs: 10, maxMs: 25 });
    await eventually(async () => child.runs().length === 5);
    await supervised.stop();
    expect(lines.filter((l) => l.includes('exited'))).toEqual([
      'audit exited (code 3); restarting in 10 ms',
      'audit exited (code 3); restarting in 20 ms',
      'audit exited (code 3); restarting in 25 ms',
      'audit exited (code 3); restarting in 25 ms',
    ]);
  });

  test('after retire() an exiting child is not started again', async () => {
    const child = flakyChild('retired', 0);
    const lines: string[] = [];
    const supervised = supervise({ name: 'gateway', start: child.start, log: (l) => lines.push(l), initialMs: 10 });
    await eventually(async () => child.runs().length === 1 && supervised.child.pid !== undefined);
    supervised.retire();
    const exited = new Promise((r) => supervised.child.once('exit', r));
    supervised.child.kill('SIGKILL'); // as if Ctrl-C had reached the child before stop()
    await exited;
    await supervised.stop();
    expect(child.runs()).toEqual(['started']);
    expect(lines).toEqual([]);
  });
});

test('a program that cannot be started is retried with backoff, not fatal', async () => {
  const lines: string[] = [];
  const supervised = supervise({ name: 'ghost', start: () => spawn(path.join(dir, 'no-such-program')), log: (l) => lines.push(l), initialMs: 10, maxMs: 20 });
  await eventually(async () => supervised.restarts >= 2);
  await supervised.stop();
  expect(lines.slice(0, 3)).toEqual([
    expect.stringMatching(/^ghost (could not start \(.*ENOENT.*\)|exited \(code -2\)); restarting in 10 ms$/),
    'ghost restarting (restart 1)',
    expect.stringMatching(/^ghost (could not start|exited).*; restarting in 20 ms$/),
  ]);
});
