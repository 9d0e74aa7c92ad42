/**
 * Issue 3 benchmark, part 1: what verifying an access token costs per request, in µs, with the same
 * service-kit verifier the gateway and every service use — a full EdDSA check (cache off) and a
 * repeated token (cache on, the common case: a browser sends the same token until it expires).
 */
import { performance } from 'node:perf_hooks';
import { createLocalJWKSet } from 'jose';
import { createTokenVerifier } from '@cs/service-kit';
import { TestIssuer, grant } from '@cs/service-kit/testing/index';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20_000);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function run(name: string, verify: (t: string) => Promise<unknown>, tokens: string[]) {
  for (let i = 0; i < 1000; i++) await verify(tokens[i % tokens.length]);
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const t0 = performance.now();
    await verify(tokens[i % tokens.length]);
    samples.push((performance.now() - t0) * 1000);
  }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((s, v) => s + v, 0) / samples.length;
  console.log(`| ${name} | ${ITERATIONS} | ${mean.toFixed(1)} | ${percentile(samples, 50).toFixed(1)} | ${percentile(samples, 99).toFixed(1)} |`);
}

const issuer = await TestIssuer.start();
const keys = createLocalJWKSet({ keys: [issuer.publicJwk] });
const perm = grant(['facilities', 'contracts', 'orders', 'employees', 'absences', 'assignments']);
const distinct = await Promise.all(Array.from({ length: 2000 }, (_, i) => issuer.token({ perm, sub: `user-${i}` })));
const options = { issuer: issuer.issuer, audience: issuer.audience, keys };
console.log('| verification | iterations | mean µs | p50 µs | p99 µs |\n|---|---:|---:|---:|---:|');
await run('full EdDSA verify (cache off)', createTokenVerifier({ ...options, cache: false }), distinct);
await run('repeated token (cache on)', createTokenVerifier(options), distinct.slice(0, 50));
await issuer.stop();
