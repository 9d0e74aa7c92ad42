import type { ChildProcess } from 'node:child_process';
import { nginxAvailable, startNginx } from '../peers/nginx';
import { spawnScript, spawnService, supervise, type Child } from './processes';

/** `BENCH_PEERS=gateway,undici`: only the proxies whose name contains one of these words (all by default). */
const wanted = (process.env.BENCH_PEERS ?? '').split(',').filter(Boolean);
const measured = (name: string) => wanted.length === 0 || wanted.some((word) => name.includes(word));

/**
 * `BENCH_GATEWAY_BASELINE=<path to another gateway's src/main.ts>` (e.g. a copy of main's
 * `services/gateway/src` inside the repository, so it resolves the same packages): that gateway too,
 * as "gateway (baseline)", for a same-run A/B of a gateway change.
 */
const baseline = process.env.BENCH_GATEWAY_BASELINE;

/**
 * Every proxy of the issue 14 benchmarks in front of `target`, each its own process, in the order
 * they are measured: nginx with one worker (when `nginx` is on PATH), a bare `node:http` proxy with
 * `http.request` and with undici as its client, fastify + @fastify/http-proxy, express +
 * http-proxy-middleware with nothing else, and the gateway with all its edge steps on (`common`:
 * NATS and token settings; rate limit high enough not to refuse).
 */
export async function startProxyPeers(target: string, common: Record<string, string>): Promise<Array<[string, Child]>> {
  const env = { TARGET: target };
  const proxies: Array<[string, Child]> = [];
  if (!measured('nginx (1 worker)')) {
    // not wanted
  } else if (nginxAvailable()) proxies.push(['nginx (1 worker)', await supervise('nginx', startNginx(3984, target) as ChildProcess, 3984)]);
  else console.log('nginx is not on PATH: measured without it');
  const scripts: Array<[string, string, number]> = [
    ['bare node:http proxy', 'peers/node-http-proxy.ts', 3981],
    ['bare node:http + undici proxy', 'peers/undici-proxy.ts', 3985],
    ["bare node:http + undici + the gateway's response headers", 'peers/undici-proxy.ts', 3987],
    ['fastify + @fastify/http-proxy', 'peers/fastify-proxy.ts', 3982],
    ['express + http-proxy-middleware', 'peers/express-proxy.ts', 3983],
  ];
  for (const [name, file, port] of scripts) {
    if (measured(name)) proxies.push([name, await spawnScript(file, port, { ...env, GATEWAY_HEADERS: name.includes('headers') ? '1' : '0' })]);
  }
  const gatewayEnv = (port: number) => ({
    ...common,
    GATEWAY_PORT: String(port),
    FACILITIES_URL: target,
    RATE_LIMIT_PER_MINUTE: '100000000',
    CORS_ORIGINS: 'http://localhost:5173',
  });
  if (baseline) proxies.push(['gateway (baseline)', await spawnService('gateway', 3986, gatewayEnv(3986), baseline)]);
  if (measured('gateway')) proxies.push(['gateway', await spawnService('gateway', 3980, gatewayEnv(3980))]);
  // `BENCH_TRACES=<OTLP/HTTP endpoint>` (gateway-cpu starts a sink and sets it): the gateway once more,
  // exporting its spans there — trace export's cost beside the default.
  const tracesTo = process.env.BENCH_TRACES;
  if (tracesTo && measured('gateway')) {
    const exporting = { ...gatewayEnv(3988), OTEL_EXPORTER_OTLP_ENDPOINT: tracesTo };
    proxies.push(['gateway (traces exported)', await spawnService('gateway', 3988, exporting)]);
  }
  return proxies;
}
