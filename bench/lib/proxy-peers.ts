import type { ChildProcess } from 'node:child_process';
import { nginxAvailable, startNginx } from '../peers/nginx';
import { spawnScript, spawnService, supervise, type Child } from './processes';

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
  if (nginxAvailable()) proxies.push(['nginx (1 worker)', await supervise('nginx', startNginx(3984, target) as ChildProcess, 3984)]);
  else console.log('nginx is not on PATH: measured without it');
  proxies.push(
    ['bare node:http proxy', await spawnScript('peers/node-http-proxy.ts', 3981, env)],
    ['bare node:http + undici proxy', await spawnScript('peers/undici-proxy.ts', 3985, env)],
    ['fastify + @fastify/http-proxy', await spawnScript('peers/fastify-proxy.ts', 3982, env)],
    ['express + http-proxy-middleware', await spawnScript('peers/express-proxy.ts', 3983, env)],
  );
  const gateway = await spawnService('gateway', 3980, {
    ...common,
    GATEWAY_PORT: '3980',
    FACILITIES_URL: target,
    RATE_LIMIT_PER_MINUTE: '100000000',
    CORS_ORIGINS: 'http://localhost:5173',
  });
  proxies.push(['gateway', gateway]);
  return proxies;
}
