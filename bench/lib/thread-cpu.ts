import { readFileSync } from 'node:fs';

/**
 * CPU time the main thread of this process has run so far, in milliseconds (Linux: the first field
 * of `/proc/self/task/<pid>/schedstat`, nanoseconds on the CPU). `process.cpuUsage()` counts every
 * thread — the garbage collector's and the compiler's helpers too —, this only the JavaScript thread.
 * `undefined` where the kernel does not give it.
 */
export function mainThreadCpuMs(): number | undefined {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return undefined;
  }
}

/** Both CPU clocks from now: `stop(n)` gives each clock's milliseconds per item over `n` items. */
export function cpuClocks() {
  const process0 = process.cpuUsage();
  const main0 = mainThreadCpuMs();
  return {
    stop(n: number): { processMs: number; mainMs: number | undefined } {
      const used = process.cpuUsage(process0);
      const main1 = mainThreadCpuMs();
      return {
        processMs: n ? (used.user + used.system) / 1000 / n : 0,
        mainMs: main0 === undefined || main1 === undefined ? undefined : n ? (main1 - main0) / n : 0,
      };
    },
  };
}
