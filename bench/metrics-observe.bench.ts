/**
 * Issue 27 micro-benchmark: what the request metrics cost per request and per scrape. In process,
 * no sockets: CPU ns per observation of the services' request histogram (`operation`, `method`,
 * `status`, 13 buckets) over every declared operation, and the time to render a scrape of a
 * registry holding a series per operation and three statuses (the worst a long-running service reaches).
 * CPU time of this process (`process.cpuUsage`), not wall time: on a loaded machine the wall time
 * mostly measures the wait for a core.
 */
import { ownedOperations } from '@cs/contracts/http/index';
import { createMetrics, Histogram, latencyBuckets } from '@cs/service-kit';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2_000);
const metrics = createMetrics();
const histogram = new Histogram({ name: 'bench_request_duration_seconds', help: 'bench', labelNames: ['operation', 'method', 'status'], buckets: latencyBuckets, registers: [metrics.registry] });
const labels = ownedOperations.flatMap(({ operation }, i) =>
  ['200', '400', '404'].map((status) => ({ operation: `${operation.method}-${operation.path}-${i}`, method: operation.method.toUpperCase(), status })),
);

const round = () => {
  for (const l of labels) histogram.observe({ operation: l.operation, method: l.method, status: l.status }, 0.004);
};
for (let i = 0; i < 50; i++) round();
/** CPU milliseconds `work` took (user + system). */
async function cpuMs(work: () => unknown): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}
const perObservation: number[] = [];
for (let r = 0; r < 5; r++) {
  const ms = await cpuMs(() => {
    for (let i = 0; i < ROUNDS; i++) round();
  });
  perObservation.push((ms * 1e6) / (ROUNDS * labels.length));
}
perObservation.sort((a, b) => a - b);
const scrapes: number[] = [];
for (let r = 0; r < 5; r++) scrapes.push(await cpuMs(() => metrics.registry.metrics()));
scrapes.sort((a, b) => a - b);
console.log(`| label sets | ${labels.length} |`);
console.log(`| CPU ns per observation (median of 5 runs) | ${perObservation[2].toFixed(0)} |`);
console.log(`| CPU ns per observation (best / worst run) | ${perObservation[0].toFixed(0)} / ${perObservation[4].toFixed(0)} |`);
console.log(`| CPU ms per scrape of ${labels.length} histogram series (median of 5) | ${scrapes[2].toFixed(1)} |`);
