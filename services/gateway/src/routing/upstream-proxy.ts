import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@cs/service-kit';
import type { EdgeStep } from '../edge/edge-step';
import type { UpstreamName } from './route-table';
import { bufferedBodyOf } from '../edge/buffered-body';
import { answerProblem, takeHeaders } from '../edge/edge-headers';
import { isUnreachable, UPSTREAM_RETRY_AFTER_SECONDS, upstreamState } from './upstream-state';
import { clientHeaders, upstreamHeaders } from './forward-headers';

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
  proxies: Record<UpstreamName, EdgeStep>;
  /** Closes the pooled connections to the services. */
  close(): void;
}

/** Links between the three objects of one proxied request, so every listener is shared (no closure per request). */
const clientResponse = Symbol('clientResponse');
const upstreamRequest = Symbol('upstreamRequest');
const relayed = Symbol('relayed');
const waitTimer = Symbol('waitTimer');

type ToService = http.ClientRequest & { [clientResponse]: ServerResponse; [waitTimer]?: NodeJS.Timeout };
type FromService = IncomingMessage & { [clientResponse]: ServerResponse };
type ToClient = ServerResponse & { [upstreamRequest]?: http.ClientRequest; [relayed]?: IncomingMessage };

/** The service did not send response headers in time (a timer callback with arguments: no closure per request). */
function abandon(proxyReq: http.ClientRequest, ms: number) {
  proxyReq.destroy(new EdgeFailure(504, 'UPSTREAM_TIMEOUT', `The service did not answer within ${ms} ms.`));
}

/** Ends the wait once the service answers or the request to it closes (`this` is that request). */
function stopWaiting(this: ToService) {
  clearTimeout(this[waitTimer]);
}

/** A client that goes away before its response finished: the request to the service is dropped too (`this` is the client's response). */
function dropOnClientClose(this: ToClient) {
  if (this.writableEnded) return;
  this[relayed]?.destroy();
  this[upstreamRequest]?.destroy();
}

type Failed = (error: Error, res: ServerResponse) => void;

/** A failed request to a service → 504 (our timer), 503 + Retry-After (nothing listens: starting or down) or 502. */
function failure(name: UpstreamName, logger: Logger, state: ReturnType<typeof upstreamState>): Failed {
  return (error, res) => {
    const req = res.req;
    if (res.destroyed || req.socket.destroyed) return; // the client went away; nothing to answer
    const log = req.log ?? logger;
    const unreachable = !(error instanceof EdgeFailure) && !res.headersSent && isUnreachable(error);
    if (error instanceof EdgeFailure) log.warn({ upstream: name, code: error.code }, error.message);
    else if (unreachable) state.unreachable(error);
    else log.error({ upstream: name, code: (error as NodeJS.ErrnoException).code, detail: error.message }, `${name} failed while answering`);
    if (res.headersSent) return void res.destroy();
    res.setHeader('connection', 'close');
    if (error instanceof EdgeFailure) return answerProblem(res, error.status, error.code, error.message);
    if (unreachable) {
      const headers = { 'Retry-After': String(UPSTREAM_RETRY_AFTER_SECONDS) };
      return answerProblem(res, 503, 'UPSTREAM_UNAVAILABLE', `The ${name} service is starting or down; try again shortly.`, { headers });
    }
    answerProblem(res, 502, 'UPSTREAM_FAILED', `The ${name} service failed to answer; try again shortly.`);
  };
}

/**
 * The proxy to one service: a bare `http.request` on the shared keep-alive agent (about half of
 * http-proxy-middleware's CPU per request; docs/benchmarks.md, "Gateway beside its peers"). The
 * full `/api/...` path goes unchanged; the body was received completely at the edge and is
 * written in one piece; the response is piped back with the service's status and headers and the
 * edge's collected ones, all in one `writeHead`. Its listeners are made once per service.
 */
function proxyTo(name: UpstreamName, target: string, agent: http.Agent, { timeoutMs, logger }: UpstreamProxyOptions): EdgeStep {
  const { hostname, port, host } = new URL(target);
  const state = upstreamState(name, logger);
  const fail = failure(name, logger, state);
  function onRequestError(this: ToService, error: Error) {
    fail(error, this[clientResponse]);
  }
  function onResponseError(this: FromService, error: Error) {
    fail(error, this[clientResponse]);
  }
  function onResponse(this: ToService, proxyRes: FromService) {
    clearTimeout(this[waitTimer]);
    state.answered();
    const res: ToClient = this[clientResponse];
    res[relayed] = proxyRes;
    if (res.headersSent) return void proxyRes.destroy();
    const lists = takeHeaders(res) ?? [];
    const vary = res.getHeader('vary');
    res.writeHead(proxyRes.statusCode ?? 502, proxyRes.statusMessage, clientHeaders(res.req, proxyRes, lists, vary === undefined ? undefined : String(vary)));
    proxyRes[clientResponse] = res;
    proxyRes.on('error', onResponseError);
    proxyRes.pipe(res);
  }
  return (req, res) => {
    const body = bufferedBodyOf(req);
    const headers = upstreamHeaders(req, body?.length, host);
    const proxyReq = http.request({ host: hostname, port, method: req.method, path: req.url, headers, agent }) as ToService;
    proxyReq[clientResponse] = res;
    (res as ToClient)[upstreamRequest] = proxyReq;
    proxyReq[waitTimer] = setTimeout(abandon, timeoutMs, proxyReq, timeoutMs);
    proxyReq.on('response', onResponse);
    proxyReq.on('close', stopWaiting);
    proxyReq.on('error', onRequestError);
    res.on('close', dropOnClientClose);
    proxyReq.end(body);
  };
}

/**
 * One proxy per service, all on one keep-alive agent (`close` ends its pooled connections). The
 * agent hands out the most recently used free socket (`lifo`: the warm one; the others may time
 * out) and keeps up to `maxSockets` open per service.
 */
export function createUpstreamProxies(options: UpstreamProxyOptions): UpstreamProxies {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 256, scheduling: 'lifo' });
  const proxies = Object.fromEntries(
    Object.entries(options.targets).map(([name, target]) => [name, proxyTo(name as UpstreamName, target, agent, options)]),
  ) as Record<UpstreamName, EdgeStep>;
  return { proxies, close: () => agent.destroy() };
}
