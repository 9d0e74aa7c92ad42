import http from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { sendProblem, type Logger } from '@cs/service-kit';
import type { UpstreamName } from './route-table';
import { writeBufferedBody } from '../edge/buffered-body';
import { isUnreachable, UPSTREAM_RETRY_AFTER_SECONDS, upstreamState } from './upstream-state';
import { relayHeaders, upstreamHeaders } from './forward-headers';

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

/** `Vary` values of both, each once. */
function mergeVary(ours: string, theirs: string): string {
  return [...new Set(`${ours},${theirs}`.split(',').map((v) => v.trim()).filter(Boolean))].join(', ');
}

/**
 * Our own `Vary: Origin` (CORS) survives a service's `Vary` header. The proxy copies only the
 * headers the service sends, so without a service `Vary` (the usual case) ours simply stays.
 */
function keepOurVary(res: Response, proxyRes: http.IncomingMessage) {
  const theirs = proxyRes.headers.vary;
  if (theirs === undefined) return;
  const ours = res.getHeader('vary');
  if (ours !== undefined) proxyRes.headers.vary = mergeVary(String(ours), theirs);
}

type Failed = (error: Error, req: Request, res: Response) => void;

/** A failed request to a service → 504 (our timer), 503 + Retry-After (nothing listens: starting or down) or 502. */
function failure(name: UpstreamName, logger: Logger, state: ReturnType<typeof upstreamState>): Failed {
  return (error, req, res) => {
    if (res.destroyed || req.socket.destroyed) return; // the client went away; nothing to answer
    const log = req.log ?? logger;
    const unreachable = !(error instanceof EdgeFailure) && !res.headersSent && isUnreachable(error);
    if (error instanceof EdgeFailure) log.warn({ upstream: name, code: error.code }, error.message);
    else if (unreachable) state.unreachable(error);
    else log.error({ upstream: name, code: (error as NodeJS.ErrnoException).code, detail: error.message }, `${name} failed while answering`);
    if (res.headersSent) return void res.destroy();
    res.setHeader('connection', 'close');
    if (error instanceof EdgeFailure) return sendProblem(res, error.status, error.code, error.message);
    if (unreachable) {
      const headers = { 'Retry-After': String(UPSTREAM_RETRY_AFTER_SECONDS) };
      return sendProblem(res, 503, 'UPSTREAM_UNAVAILABLE', `The ${name} service is starting or down; try again shortly.`, { headers });
    }
    sendProblem(res, 502, 'UPSTREAM_FAILED', `The ${name} service failed to answer; try again shortly.`);
  };
}

/** A client that goes away before its response finished: the request to the service is dropped too. */
function dropOnClientClose(res: RelayingResponse, proxyReq: http.ClientRequest) {
  res.on('close', () => {
    if (res.writableEnded) return;
    res[relayed]?.destroy();
    proxyReq.destroy();
  });
}

/**
 * The proxy to one service: a bare `http.request` on the shared keep-alive agent (about half of
 * http-proxy-middleware's CPU per request; docs/benchmarks.md, "Gateway beside its peers"). The
 * full `/api/...` path goes unchanged; the body was received completely at the edge and is
 * written in one piece; the response is piped back with the service's status and headers.
 */
function proxyTo(name: UpstreamName, target: string, agent: http.Agent, { timeoutMs, logger }: UpstreamProxyOptions): RequestHandler {
  const { hostname, port } = new URL(target);
  const state = upstreamState(name, logger);
  const fail = failure(name, logger, state);
  return (req, res) => {
    const proxyReq = http.request({ host: hostname, port, method: req.method, path: req.url, headers: upstreamHeaders(req), agent });
    limitWaiting(proxyReq, timeoutMs);
    dropOnClientClose(res, proxyReq);
    proxyReq.on('error', (error) => fail(error, req, res));
    proxyReq.on('response', (proxyRes) => {
      state.answered();
      keepOurVary(res, proxyRes);
      (res as RelayingResponse)[relayed] = proxyRes;
      if (res.headersSent) return void proxyRes.destroy();
      res.writeHead(proxyRes.statusCode ?? 502, proxyRes.statusMessage, relayHeaders(req, proxyRes.headers));
      proxyRes.on('error', (error) => fail(error, req, res));
      proxyRes.pipe(res);
    });
    writeBufferedBody(req, proxyReq);
    proxyReq.end();
  };
}

/** One proxy per service, all on one keep-alive agent (`close` ends its pooled connections). */
export function createUpstreamProxies(options: UpstreamProxyOptions): UpstreamProxies {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 256 });
  const proxies = Object.fromEntries(
    Object.entries(options.targets).map(([name, target]) => [name, proxyTo(name as UpstreamName, target, agent, options)]),
  ) as Record<UpstreamName, RequestHandler>;
  return { proxies, close: () => agent.destroy() };
}
