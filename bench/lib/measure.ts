import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  connections: number;
  requestsPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Requests answered in the measured run (warm-up not counted). */
  total?: number;
}

export interface Scenario {
  name: string;
  url: string;
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST' | 'PUT';
  body?: string;
  /** Picks each request's path (e.g. a random id), so a run is not one cached row. */
  path?: () => string;
  /** Called (and awaited) between the warm-up and the measured run (e.g. to read CPU times). */
  afterWarmUp?: () => unknown;
}

/** One autocannon run (keep-alive, pipelining 1) after a short warm-up; latencies in ms. */
export async function measure({ name, url, connections = 50, seconds = 10, headers = {}, path, method = 'GET', body, afterWarmUp }: Scenario): Promise<Measurement> {
  const result = await warmedRun(
    { url, connections, headers, method, body, requests: path ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: path() }) }] : undefined },
    seconds,
    afterWarmUp,
  );
  return measurementOf(name, connections, result);
}

/** A 2 s autocannon warm-up, `afterWarmUp`, then the measured run of `seconds`. */
export async function warmedRun(options: autocannon.Options, seconds: number, afterWarmUp?: () => unknown): Promise<autocannon.Result> {
  await autocannon({ ...options, duration: 2 });
  await afterWarmUp?.();
  return autocannon({ ...options, duration: seconds });
}

/** The figures of a measured run (latencies in ms). */
export function measurementOf(name: string, connections: number, result: autocannon.Result): Measurement {
  return {
    name,
    connections,
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
}

export function table(rows: Measurement[]): string {
  const lines = ['| scenario | conns | req/s | p50 ms | p99 ms | non-2xx | errors |', '|---|---:|---:|---:|---:|---:|---:|'];
  for (const r of rows) lines.push(`| ${r.name} | ${r.connections} | ${r.requestsPerSec} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
  return lines.join('\n');
}
