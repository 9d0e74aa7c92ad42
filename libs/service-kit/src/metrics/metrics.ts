import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export { Counter, Gauge, Histogram, Registry };

/**
 * One process part's metrics (a service or the gateway): its own prom-client registry, so the
 * services of a test process (the system tests run all five in one) never mix their series. What
 * Prometheus scrapes from a service's management listener (`METRICS_PORT`, docs/operations.md).
 */
export interface Metrics {
  readonly registry: Registry;
  /** Counts a collector that failed or timed out at a scrape (its gauges are then NaN or absent). */
  readonly collectFailures: Counter<'collector'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const collectFailures = new Counter({
    name: 'metrics_collect_failures_total',
    help: 'Scrape-time collectors (database or NATS queries) that failed or timed out; their gauges are NaN or absent in that scrape.',
    labelNames: ['collector'],
    registers: [registry],
  });
  return { registry, collectFailures };
}

/**
 * Node's process metrics (`process_cpu_seconds_total`, `process_resident_memory_bytes`,
 * `nodejs_eventloop_lag_seconds`, heap, GC) in this registry. Only for a process whose metrics are
 * served: prom-client's event-loop and GC observers stay on for the life of the process.
 */
export function collectProcessMetrics(metrics: Metrics) {
  collectDefaultMetrics({ register: metrics.registry });
}

/**
 * A service's own metrics, defined once beside the code that counts them and made once per
 * registry (so per service, also when several run in one test process):
 *
 * ```ts
 * export const loginMetrics = defineMetrics((registers) => ({ logins: new Counter({ name: 'identity_logins_total', …, registers }) }));
 * loginMetrics(deps.metrics).logins.inc({ outcome: 'success' });
 * ```
 *
 * Call it once at start too, so the series exist (at 0) before the first event.
 */
export function defineMetrics<M>(create: (registers: Registry[]) => M): (metrics: Metrics) => M {
  const made = new WeakMap<Metrics, M>();
  return (metrics) => {
    let found = made.get(metrics);
    if (found === undefined) made.set(metrics, (found = create([metrics.registry])));
    return found;
  };
}

/** Request latency buckets in seconds: our requests take milliseconds; 10 s is the gateway's upstream timeout. */
export const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
