import type { ServerResponse } from 'node:http';
import type { Dispatcher } from 'undici';
import type { Logger } from '@cs/service-kit';
import type { EdgeStep } from '../edge/edge-step';
import type { UpstreamName } from './route-table';
import { bufferedBodyOf } from '../edge/buffered-body';
import { answerProblem, takeHeaders } from '../edge/edge-headers';
import { isUnreachable, UPSTREAM_RETRY_AFTER_SECONDS, upstreamState } from './upstream-state';
import { clientHeaders, upstreamHeaders } from './forward-headers';
import { upstreamDispatcher, type UpstreamDispatcher } from './upstream-replicas';

export interface UpstreamProxyOptions {
  /** Each service's addresses: one, or its replicas' (taken in turn, upstream-replicas.ts). */
  targets: Record<UpstreamName, readonly string[]>;
  /** Time the service has to start answering (response headers) once the request is sent, in ms. */
  timeoutMs: number;
  /** Proxies in front of the gateway (`TRUST_PROXY_HOPS`): how the client address sent on is worked out. */
  trustProxyHops: number;
  logger: Logger;
}

export interface UpstreamProxies {
  proxies: Record<UpstreamName, EdgeStep>;
  /** Closes the pooled connections to the services. */
  close(): void;
}

/** undici's error when the service sent no response headers within `headersTimeout`. */
const HEADERS_TIMEOUT = 'UND_ERR_HEADERS_TIMEOUT';

/** How one service's exchanges end badly: 504 (no headers in time), 503 + Retry-After (nothing listens: starting or down) or 502. */
interface Failures {
  fail(error: Error, res: ServerResponse): void;
  answered(): void;
}

function failures(name: UpstreamName, { timeoutMs, logger }: UpstreamProxyOptions): Failures {
  const state = upstreamState(name, logger);
  const fail = (error: Error, res: ServerResponse) => {
    const req = res.req;
    if (res.destroyed || req.socket.destroyed) return; // the client went away; nothing to answer
    const log = req.log ?? logger;
    const code = (error as NodeJS.ErrnoException).code;
    const timedOut = code === HEADERS_TIMEOUT;
    const unreachable = !timedOut && !res.headersSent && isUnreachable(error);
    if (timedOut) log.warn({ upstream: name, code: 'UPSTREAM_TIMEOUT' }, `${name} did not answer within ${timeoutMs} ms`);
    else if (unreachable) state.unreachable(error);
    else log.error({ upstream: name, code, detail: error.message }, `${name} failed while answering`);
    if (res.headersSent) return void res.destroy();
    res.setHeader('connection', 'close');
    if (timedOut) return answerProblem(res, 504, 'UPSTREAM_TIMEOUT', `The service did not answer within ${timeoutMs} ms.`);
    if (unreachable) {
      const headers = { 'Retry-After': String(UPSTREAM_RETRY_AFTER_SECONDS) };
      return answerProblem(res, 503, 'UPSTREAM_UNAVAILABLE', `The ${name} service is starting or down; try again shortly.`, { headers });
    }
    answerProblem(res, 502, 'UPSTREAM_FAILED', `The ${name} service failed to answer; try again shortly.`);
  };
  return { fail, answered: state.answered };
}

const inFlight = Symbol('exchange');
type ToClient = ServerResponse & { [inFlight]?: Exchange };

/** The client closed before its response finished: the request to the service is dropped too (`this` is the client's response). */
function dropOnClientClose(this: ToClient) {
  if (!this.writableEnded) this[inFlight]?.abort?.();
}

/** The client reads again: so does the gateway from the service (`this` is the client's response). */
function resumeOnDrain(this: ToClient) {
  this[inFlight]?.resume?.();
}

/**
 * One proxied request in flight: undici's (raw, callback) handler for it, one object per request,
 * its methods shared. The response is streamed to the client as it arrives, with backpressure: a
 * client that reads slowly pauses the read from the service.
 */
class Exchange implements Dispatcher.DispatchHandler {
  abort?: (error?: Error) => void;
  resume?: () => void;
  draining = false;

  constructor(
    readonly res: ToClient,
    readonly failures: Failures,
  ) {}

  onConnect(abort: (error?: Error) => void) {
    this.abort = abort;
  }

  onHeaders(status: number, raw: Buffer[], resume: () => void, statusText: string): boolean {
    const res = this.res;
    if (res.headersSent || res.destroyed) {
      this.abort?.();
      return false;
    }
    this.failures.answered();
    this.resume = resume;
    const vary = res.getHeader('vary');
    res.writeHead(status, statusText, clientHeaders(res, raw, takeHeaders(res) ?? [], vary === undefined ? undefined : String(vary)));
    return true;
  }

  onData(chunk: Buffer): boolean {
    if (this.res.write(chunk)) return true;
    if (!this.draining) {
      this.draining = true;
      this.res.on('drain', resumeOnDrain);
    }
    return false;
  }

  onComplete() {
    this.res.end();
  }

  onError(error: Error) {
    this.failures.fail(error, this.res);
  }
}

/**
 * The proxy to one service: undici's `Pool` (`dispatch`, keep-alive, pipelining 1) — about half
 * the client-side CPU of `http.request` on an `http.Agent` (docs/benchmarks.md, issue 14). The
 * full `/api/...` path goes unchanged with the client's headers minus the hop-by-hop ones; the
 * body was received completely at the edge and is sent in one piece with its `Content-Length`;
 * the response is streamed back with the service's status and headers and the edge's collected
 * ones, all in one `writeHead`.
 */
function proxyTo(pool: UpstreamDispatcher, serviceFailures: Failures, trustProxyHops: number): EdgeStep {
  return (req, res) => {
    const exchange = new Exchange(res, serviceFailures);
    (res as ToClient)[inFlight] = exchange;
    res.on('close', dropOnClientClose);
    const options: Dispatcher.DispatchOptions = {
      path: req.url ?? '/',
      method: req.method as Dispatcher.HttpMethod,
      headers: upstreamHeaders(req, trustProxyHops),
      body: bufferedBodyOf(req) ?? null,
    };
    pool.dispatch(options, exchange);
  };
}

/**
 * One pool per service address, up to 512 connections each (`close` ends them). `headersTimeout` is
 * the service's answer time (504); no limit between body chunks (a slow reader pauses the service).
 */
export function createUpstreamProxies(options: UpstreamProxyOptions): UpstreamProxies {
  const pools = new Map<UpstreamName, UpstreamDispatcher>();
  const proxies = Object.fromEntries(
    Object.entries(options.targets).map(([name, targets]) => {
      const pool = upstreamDispatcher(targets, { connections: 512, pipelining: 1, headersTimeout: options.timeoutMs, bodyTimeout: 0 });
      pools.set(name as UpstreamName, pool);
      return [name, proxyTo(pool, failures(name as UpstreamName, options), options.trustProxyHops)];
    }),
  ) as Record<UpstreamName, EdgeStep>;
  return { proxies, close: () => void Promise.all([...pools.values()].map((pool) => pool.destroy())) };
}
