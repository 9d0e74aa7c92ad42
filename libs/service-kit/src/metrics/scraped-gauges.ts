import { Gauge } from 'prom-client';
import type { Metrics } from './metrics';

/** One labelled value of a gauge. */
export interface Sample {
  labels: Record<string, string>;
  value: number;
}

/** What one read gives each gauge: a plain value, or labelled samples. */
export type Readings<K extends string> = Record<K, number | readonly Sample[]>;

export interface GaugeSpec {
  name: string;
  help: string;
  labelNames?: readonly string[];
}

export interface ScrapedGaugesOptions<K extends string> {
  /** Names the collector in `metrics_collect_failures_total{collector}`. */
  collector: string;
  gauges: Record<K, GaugeSpec>;
  /** Asked once per scrape for all the gauges (a query, a NATS request). */
  read(): Promise<Readings<K>>;
  /** A read slower than this fails the scrape's values (default 1 s, as a readiness probe; Prometheus' scrape timeout is 10 s by default). */
  timeoutMs?: number;
}

function timeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Gauges whose values need a query, read lazily when Prometheus scrapes — never on a request's
 * path. One read serves all of a collector's gauges in a scrape. A read that fails or takes longer
 * than `timeoutMs` counts in `metrics_collect_failures_total{collector}`, and that scrape has no
 * value for the gauges (NaN for a gauge without labels, no samples for a labelled one) rather than
 * a stale or invented one. While a timed-out read is still running, the next scrape does not start
 * another (a hung database does not collect a queue of scrape queries); it fails at once.
 */
export function scrapedGauges<K extends string>(metrics: Metrics, options: ScrapedGaugesOptions<K>): void {
  const { collector, gauges, read, timeoutMs = 1_000 } = options;
  let busy = false;
  let reading: Promise<Readings<K> | null> | null = null;
  const failed = () => {
    metrics.collectFailures.inc({ collector });
    return null;
  };
  const readOnce = () =>
    (reading ??= (async () => {
      if (busy) return failed();
      busy = true;
      const work = read().finally(() => (busy = false));
      return timeout(work, timeoutMs).catch(failed);
    })().finally(() => (reading = null)));

  for (const key of Object.keys(gauges) as K[]) {
    const { name, help, labelNames = [] } = gauges[key];
    new Gauge({
      name,
      help,
      labelNames,
      registers: [metrics.registry],
      async collect() {
        const readings = await readOnce();
        this.reset();
        if (readings === null) {
          if (labelNames.length === 0) this.set(Number.NaN);
          return;
        }
        const value: number | readonly Sample[] = readings[key];
        if (typeof value === 'number') this.set(value);
        else for (const sample of value) this.set(sample.labels, sample.value);
      },
    });
  }
}
