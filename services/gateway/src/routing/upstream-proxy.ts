import http from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import { hasBody, sendProblem, type Logger } from '@cs/service-kit';
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

/** The 504 timer of a request to a service. */
const waitTimer = Symbol('waitTimer');
/** The service's response a client response relays. */
const relayed = Symbol('relayed');

type WaitingRequest = http.ClientRequest & { [waitTimer]?: NodeJS.Timeout };
type RelayingResponse = Response & { [relayed]?: http.IncomingMessage };

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

/** The service did not send response headers in time (a timer callback with arguments: no closure per request). */
function abandon(proxyReq: http.ClientRequest, ms: number) {
  proxyReq.destroy(new EdgeFailure(504, 'UPSTREAM_TIMEOUT', `The service did not answer within ${ms} ms.`));
}

/** Ends the wait once the service answers or the request to it closes (shared listener; `this` is that request). */
function stopWaiting(this: WaitingRequest) {
  clearTimeout(this[waitTimer]);
}

/** No response headers within `ms` → the request to the service is abandoned with 504. */
function limitWaiting(proxyReq: WaitingRequest, ms: number) {
  proxyReq[waitTimer] = setTimeout(abandon, ms, proxyReq, ms);
  proxyReq.on('response', stopWaiting);
  proxyReq.on('close', stopWaiting);
}

/** A client that goes away must not leave the service's response streaming into nothing (one shared `close` listener). */
function dropUnfinishedRelay(this: RelayingResponse) {
  if (!this.writableEnded) this[relayed]?.destroy();
}

/** `Vary` values of both, each once. */
function mergeVary(ours: string, theirs: string): string {
  return [...new Set(`${ours},${theirs}`.split(',').map((v) => v.trim()).filter(Boolean))].join(', ');
}

/**
 * Our own `Vary: Origin` (CORS) survives a service's `Vary` header. http-proxy copies only the
 * headers the service sends, so without a service `Vary` (the usual case) ours simply stays.
 */
function keepOurVary(res: Response, proxyRes: http.IncomingMessage) {
  const theirs = proxyRes.headers.vary;
  if (theirs === undefined) return;
  const ours = res.getHeader('vary');
  if (ours !== undefined) proxyRes.headers.vary = mergeVary(String(ours), theirs);
}

/**
 * http-proxy forwards the client's `Connection` header; the pooled connection to the service must
 * stay open whatever it says. Without one, Node's keep-alive agent sends `keep-alive` itself.
 */
function keepServiceConnection(req: http.IncomingMessage, proxyReq: http.ClientRequest) {
  const connection = req.headers.connection;
  if (connection !== undefined && connection !== 'keep-alive') proxyReq.setHeader('connection', 'keep-alive');
}

function edgePlugin(name: UpstreamName, { timeoutMs, bodyLimit, logger }: UpstreamProxyOptions): Plugin<Request, Response> {
  return (proxy) => {
    proxy.on('proxyReq', (proxyReq, req) => {
      keepServiceConnection(req, proxyReq);
      limitWaiting(proxyReq, timeoutMs);
      // Only a request with a body needs counting; a chunked DELETE/OPTIONS, whose framing http-proxy
      // rewrites, never gets here (chunkedBodyRefused).
      if (hasBody(req)) limitStreamedBody(req, proxyReq, bodyLimit);
    });
    proxy.on('proxyRes', (proxyRes, _req, res: RelayingResponse) => {
      keepOurVary(res, proxyRes);
      res[relayed] = proxyRes;
      res.on('close', dropUnfinishedRelay);
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
