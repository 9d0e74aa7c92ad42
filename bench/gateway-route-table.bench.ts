/**
 * Issue 12 micro-benchmark: what the gateway's route lookup (`resolveUpstream`, run for every
 * proxied request) costs, in ns per lookup, over a mix of the paths the contracts declare (with
 * concrete ids), trash restores and purges, and unrouted paths. In-process, no sockets.
 */
import { performance } from 'node:perf_hooks';
import { ownedOperations } from '@cs/contracts/http/index';
import { resolveUpstream } from '../services/gateway/src/routing/route-table';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2_000);
const id = '0190d1a4-0000-7000-8000-000000000000';
const requests: Array<[string, string]> = [
  ...ownedOperations.map(({ operation: op }): [string, string] => [op.method.toUpperCase(), op.path.replace(/\{\w+\}/g, id)]),
  ['GET', '/api/usersettings'],
  ['GET', '/health/live'],
  ['POST', '/api/trash/unknown/x/restore'],
];

let sink = 0;
const round = () => {
  for (const [method, path] of requests) sink += resolveUpstream(method, path) === undefined ? 0 : 1;
};
for (let i = 0; i < 200; i++) round();
const perLookup: number[] = [];
for (let r = 0; r < 5; r++) {
  const t0 = performance.now();
  for (let i = 0; i < ROUNDS; i++) round();
  perLookup.push(((performance.now() - t0) * 1e6) / (ROUNDS * requests.length));
}
perLookup.sort((a, b) => a - b);
console.log(`| lookups per run | ${ROUNDS * requests.length} |`);
console.log(`| ns per lookup (median of 5 runs) | ${perLookup[2].toFixed(1)} |`);
console.log(`| ns per lookup (best / worst run) | ${perLookup[0].toFixed(1)} / ${perLookup[4].toFixed(1)} |`);
if (sink === 0) console.log('unreachable');
