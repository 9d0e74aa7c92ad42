import { readFileSync } from 'node:fs';

/** CPU time (user + system) a process has used so far, in seconds, from `/proc/<pid>/stat` (Linux; `undefined` elsewhere). */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command name: state is field 3; utime and stime are fields 14 and 15 (clock ticks, 100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}
