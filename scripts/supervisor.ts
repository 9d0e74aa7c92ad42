/**
 * Keeps one child process running for `npm start`: a child that exits while we are not stopping is
 * started again after a backoff (doubling from `initialMs` up to `maxMs`; back to `initialMs` once a
 * run lasted `stableMs`), and every exit and restart is logged. Only `stop()` ends it: SIGTERM, then
 * SIGKILL if the child has not exited after `killAfterMs`.
 */
import type { ChildProcess } from 'node:child_process';

export interface SuperviseOptions {
  name: string;
  /** Starts the process (again); called once at once and once per restart. */
  start: () => ChildProcess;
  log: (line: string) => void;
  initialMs?: number;
  maxMs?: number;
  /** A run at least this long counts as healthy: the next crash restarts after `initialMs` again. */
  stableMs?: number;
  killAfterMs?: number;
}

export interface Supervised {
  /** The running child (the newest one after a restart). */
  readonly child: ChildProcess;
  /** How many times the child was started again after an exit. */
  readonly restarts: number;
  /** No restart from now on (the child keeps running until it exits or `stop()`). */
  retire(): void;
  /** Stops the child for good (no restart); resolves once it has exited. */
  stop(): Promise<void>;
}

export function supervise({ name, start, log, initialMs = 500, maxMs = 30_000, stableMs = 60_000, killAfterMs = 10_000 }: SuperviseOptions): Supervised {
  let child: ChildProcess;
  let restarts = 0;
  let failuresInARow = 0;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;

  const exited = (c: ChildProcess) => c.pid === undefined || c.exitCode !== null || c.signalCode !== null;

  function run() {
    const startedAt = Date.now();
    let ended = false;
    const onEnded = (how: string) => {
      if (ended || stopping) return;
      ended = true;
      failuresInARow = Date.now() - startedAt >= stableMs ? 1 : failuresInARow + 1;
      const delay = Math.min(initialMs * 2 ** (failuresInARow - 1), maxMs);
      log(`${name} ${how}; restarting in ${delay} ms`);
      timer = setTimeout(() => {
        if (stopping) return;
        restarts += 1;
        log(`${name} restarting (restart ${restarts})`);
        run();
      }, delay);
    };
    child = start();
    child.once('exit', (code, signal) => onEnded(`exited (${signal ?? `code ${code}`})`));
    // A process that could not be started at all emits only `error` (no pid, maybe no `exit`).
    child.on('error', (error) => (child.pid === undefined ? onEnded(`could not start (${error.message})`) : log(`${name}: ${error.message}`)));
  }

  run();
  return {
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    retire() {
      stopping = true;
      clearTimeout(timer);
    },
    async stop() {
      this.retire();
      const current = child;
      if (exited(current)) return;
      const gone = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      current.kill('SIGTERM');
      const kill = setTimeout(() => current.kill('SIGKILL'), killAfterMs);
      await gone;
      clearTimeout(kill);
    },
  };
}
