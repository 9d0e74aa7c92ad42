import { setTimeout as sleep } from 'node:timers/promises';

export interface PacedRun {
  /** Requests sent, and those answered 2xx. */
  sent: number;
  ok: number;
  /** Status code (or `error`) → count, for everything that was not 2xx. */
  failures: Record<string, number>;
  /** Achieved rate over the run (requests / wall seconds until the last answer). */
  ratePerSec: number;
  /** Request latency in ms. */
  p50: number;
  p99: number;
}

export interface PacedOptions {
  rate: number;
  seconds: number;
  /** Sends request number `i` (keep-alive fetch); the body is drained here. */
  send(i: number): Promise<Response>;
}

/**
 * A steady open-loop load: request i leaves at start + i/rate whatever the answers do (unlike
 * autocannon's closed loop at maximum throughput). A 2 ms tick keeps the schedule to ±2 ms.
 */
export async function paced({ rate, seconds, send }: PacedOptions): Promise<PacedRun> {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  let sent = 0;
  const fire = async (i: number) => {
    const began = performance.now();
    try {
      const res = await send(i);
      await res.arrayBuffer();
      if (res.ok) latencies.push(performance.now() - began);
      else failures[res.status] = (failures[res.status] ?? 0) + 1;
    } catch {
      failures.error = (failures.error ?? 0) + 1;
    }
  };
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
    while (sent < due) inFlight.push(fire(sent++));
    await sleep(2);
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    sent,
    ok: latencies.length,
    failures,
    ratePerSec: Math.round(sent / elapsed),
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

export const round = (ms: number) => Math.round(ms * 10) / 10;
