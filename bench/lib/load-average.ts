import os from 'node:os';

/** The 1, 5 and 15-minute load averages, e.g. '1.52 2.25 2.35'. */
export const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

/** The load averages with the machine's core count, for a bench's progress lines. */
export const loadNote = () => `load ${loadAverage()} (${os.cpus().length} CPUs)`;
