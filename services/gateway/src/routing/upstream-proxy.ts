import http from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import { sendProblem, type Logger } from '@cs/service-kit';
import type { UpstreamName } from './route-table';

/** A failure the gateway itself decides on while a request is in flight. */
class EdgeFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface UpstreamProxyOptions {
  targets: Record<UpstreamName, string>;
  /** Time the service has to start answering (response headers), in ms. */
  timeoutMs: number;
  /** Largest request body forwarded, in bytes, counted as it streams through. */
  bodyLimit: number;
  logger: Logger;
}

export interface UpstreamProxies {
  proxies: Record<UpstreamName, RequestHandler>;
  /** Closes the pooled connections to the services. */
  close(): void;
}

/** Counts body bytes as they stream to the service; past the limit the forwarding stops with 413. */
function limitStreamedBody(req: http.IncomingMessage, proxyReq: http.ClientRequest, limit: number) {
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    req.off('data', count);
    proxyReq.destroy(new EdgeFailure(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${limit} bytes.`));
  };
  req.on('data', count);
}

/** No response headers within `ms` → the request to the service is abandoned with 504. */
function limitWaiting(proxyReq: http.ClientRequest, ms: number) {
  const timer = setTimeout(
    () => proxyReq.destroy(new EdgeFailure(504, 'UPSTREAM_TIMEOUT', `The service did not answer within ${ms} ms.`)),
    ms,
  );
  const clear = () => clearTimeout(timer);
  proxyReq.once('response', clear);
  proxyReq.once('close', clear);
}

/** Our own `Vary: Origin` (CORS) survives a service's `Vary` header. */
function mergeVary(ours: unknown, theirs: string | undefined): string | undefined {
  const values = new Set([String(ours ?? ''), theirs ?? ''].flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean));
  return values.size ? [...values].join(', ') : undefined;
}

function edgePlugin(name: UpstreamName, { timeoutMs, bodyLimit, logger }: UpstreamProxyOptions): Plugin<Request, Response> {
  return (proxy) => {
    proxy.on('proxyReq', (proxyReq, req) => {
      proxyReq.setHeader('connection', 'keep-alive');
      limitWaiting(proxyReq, timeoutMs);
      limitStreamedBody(req, proxyReq, bodyLimit);
    });
    proxy.on('proxyRes', (proxyRes, _req, res) => {
      const vary = mergeVary(res.getHeader('vary'), proxyRes.headers.vary);
      if (vary) proxyRes.headers.vary = vary;
      // A client that goes away must not leave the service's response streaming into nothing.
      res.on('close', () => {
        if (!res.writableEnded) proxyRes.destroy();
      });
    });
    proxy.on('error', (error, req, res) => {
      const response = res as Response;
      const log = (req as { log?: Logger }).log ?? logger;
      if (error instanceof EdgeFailure) log.warn({ upstream: name, code: error.code }, error.message);
      else log.error({ upstream: name, err: error }, `${name} is unreachable`);
      if (response.headersSent || typeof response.status !== 'function') return void response.destroy?.();
      response.setHeader('connection', 'close');
      if (error instanceof EdgeFailure) return sendProblem(response, error.status, error.code, error.message);
      sendProblem(response, 502, 'UPSTREAM_UNAVAILABLE', `The ${name} service is not reachable; try again shortly.`);
    });
    proxy.on('econnreset', () => undefined); // the client went away; nothing to answer
  };
}

/**
 * One proxy per service: the full `/api/...` path is forwarded unchanged (the proxies are called
 * from a root-level dispatcher, never mounted under a path), bodies stream through unparsed, and
 * connections to the services are pooled with keep-alive.
 */
export function createUpstreamProxies(options: UpstreamProxyOptions): UpstreamProxies {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 256 });
  const proxyTo = (name: UpstreamName, target: string) =>
    createProxyMiddleware<Request, Response>({
      target,
      agent,
      xfwd: true,
      ejectPlugins: true,
      plugins: [edgePlugin(name, options)],
    }) as unknown as RequestHandler;
  const proxies = Object.fromEntries(
    Object.entries(options.targets).map(([name, target]) => [name, proxyTo(name as UpstreamName, target)]),
  ) as Record<UpstreamName, RequestHandler>;
  return { proxies, close: () => agent.destroy() };
}
