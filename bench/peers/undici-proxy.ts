/**
 * Bench peer: a bare `node:http` server whose requests go to the service through undici's `Pool`
 * (`dispatch`, keep-alive, pipelining 1), response streamed back. No edge work at all — the same
 * proxy as `node-http-proxy.ts` with undici instead of `http.request` + `Agent` as the client.
 * PORT and TARGET from the environment. With GATEWAY_HEADERS=1 it adds to every response the
 * headers the gateway must send (helmet's set as the gateway computes it, `RateLimit`,
 * `RateLimit-Policy`, a fresh `X-Request-Id`, `Vary: Origin`) and nothing else of the edge: the
 * peer that shows what those required headers cost a proxy.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import helmet from 'helmet';
import { Pool } from 'undici';
import { helmetOptions, recordHeaderEdits, settledEdits } from '../../services/gateway/src/edge/security-headers';

const gatewayHeaders = process.env.GATEWAY_HEADERS === '1';
const helmetHeaders = gatewayHeaders ? settledEdits(recordHeaderEdits(helmet(helmetOptions))).set : [];
const reset = () => 60 - Math.floor((Date.now() / 1000) % 60);

const pool = new Pool(process.env.TARGET!, { connections: 512, pipelining: 1 });
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect', 'proxy-connection', 'te', 'trailer']);

http
  .createServer((req, res) => {
    const headers: string[] = [];
    for (const name in req.headers) if (!hopByHop.has(name)) headers.push(name, String(req.headers[name]));
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    pool.dispatch(
      { origin: undefined, path: req.url!, method: req.method as 'GET', headers, body: hasBody ? req : null },
      {
        onConnect() {},
        onHeaders(status: number, raw: Buffer[], resume: () => void) {
          const out: string[] = [];
          for (let i = 0; i < raw.length; i += 2) {
            const name = raw[i].toString('latin1');
            if (!hopByHop.has(name.toLowerCase())) out.push(name, raw[i + 1].toString('latin1'));
          }
          if (gatewayHeaders) {
            out.push(...helmetHeaders, 'ratelimit', `limit=100000000, remaining=99999999, reset=${reset()}`, 'ratelimit-policy', '100000000;w=60');
            out.push('x-request-id', randomUUID(), 'vary', 'Origin');
          }
          res.writeHead(status, out);
          res.on('drain', resume);
          return true;
        },
        onData(chunk: Buffer) {
          return res.write(chunk);
        },
        onComplete() {
          res.end();
        },
        onError() {
          if (res.headersSent) res.destroy();
          else res.writeHead(502).end();
        },
      } as never,
    );
  })
  .listen(Number(process.env.PORT), '127.0.0.1');

// Ends through `process.exit`, so a `--cpu-prof` profile (BENCH_PROFILE=undici-proxy) is written.
process.once('SIGTERM', () => process.exit(0));
