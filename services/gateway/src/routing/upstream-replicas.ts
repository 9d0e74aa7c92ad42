import { Pool, type Dispatcher } from 'undici';
import { idempotencyHeaders } from '@cs/contracts';
import { UPSTREAM_RETRY_AFTER_SECONDS } from './upstream-state';

/** What the proxy sends one service's requests through: `Upstream`, over one address or several. */
export interface UpstreamDispatcher {
  dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean;
  destroy(): Promise<void>;
}

/**
 * Failures of the connection attempt itself: the request never reached the service, so it may be
 * sent again whatever its method.
 */
const notConnected = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);
/**
 * A connection that broke before the answer began (a kept-alive connection the service closed as the
 * request went out, a process that stopped): the request may have reached the service, so only a
 * request that may be repeated is sent again.
 */
const brokeBeforeAnswer = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
/** Methods whose repeat changes nothing (RFC 9110 §9.2.1). */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A safe method, or a POST with `Idempotency-Key`: the service answers its repeat with the first answer (docs/platform.md). */
function mayRepeat(options: Dispatcher.DispatchOptions): boolean {
  if (safeMethods.has(options.method)) return true;
  const headers = options.headers as string[] | null | undefined;
  if (!Array.isArray(headers)) return false;
  for (let i = 0; i < headers.length; i += 2) if (headers[i] === idempotencyHeaders.key) return true;
  return false;
}

/** How long a replica that refused a connection is passed over (a restart takes seconds). */
const PASS_OVER_MS = UPSTREAM_RETRY_AFTER_SECONDS * 1000;
/**
 * Sending again to one address (an orchestrator's service name): pauses before each new attempt, on
 * a new connection (a new name lookup finds the tasks that run now). About 1.5 s in all, within the
 * `Retry-After` a client would be told to wait.
 */
const SAME_ADDRESS_PAUSES_MS = [100, 400, 1_000];

interface Replica {
  pool: Pool;
  /** Epoch ms until which it is passed over (0: take it in turn). */
  downUntil: number;
}

/**
 * One request's attempt on one replica: everything goes to the proxy's handler, except a failure
 * before the answer began that `retry` takes over (it answers whether it did).
 */
class Attempt implements Dispatcher.DispatchHandler {
  private answered = false;

  constructor(
    private readonly handler: Dispatcher.DispatchHandler,
    private readonly retry: (connected: boolean) => boolean,
  ) {}

  onConnect(abort: (error?: Error) => void) {
    this.handler.onConnect?.(abort);
  }

  onHeaders(status: number, raw: Buffer[], resume: () => void, statusText: string) {
    this.answered = true;
    return this.handler.onHeaders?.(status, raw, resume, statusText) ?? true;
  }

  onData(chunk: Buffer) {
    return this.handler.onData?.(chunk) ?? true;
  }

  onComplete(trailers: string[] | null) {
    this.handler.onComplete?.(trailers);
  }

  onError(error: Error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (!this.answered && notConnected.has(code) && this.retry(false)) return;
    if (!this.answered && brokeBeforeAnswer.has(code) && this.retry(true)) return;
    this.handler.onError?.(error);
  }
}

/**
 * One service's addresses, each with its own pool (keep-alive, pipelining 1). Requests go to them in
 * turn. A request that fails before its answer began is sent again, so a replica that stops or
 * restarts costs no request:
 * - the connection attempt failed (nothing listens): to the next replica, whatever the method; that
 *   replica is passed over for a moment. With one address — an orchestrator's service name, behind
 *   which tasks come and go — the same address again after a short pause, on a new connection.
 * - the connection broke before the answer (the request may have arrived): once more, only if the
 *   request may be repeated (a safe method, or a POST with `Idempotency-Key`).
 * When every attempt fails, the proxy answers as before (503 with `Retry-After`, or 502).
 */
export class Upstream implements UpstreamDispatcher {
  private readonly replicas: Replica[];
  private next = 0;

  constructor(urls: readonly string[], options: Pool.Options) {
    this.replicas = urls.map((url) => ({ pool: new Pool(url, options), downUntil: 0 }));
  }

  dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    this.send(options, handler, new Set(), 0, false);
    return true;
  }

  destroy() {
    return Promise.all(this.replicas.map((r) => r.pool.destroy())).then(() => undefined);
  }

  private send(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler, tried: Set<Replica>, pauses: number, repeated: boolean) {
    const replica = this.pick(tried);
    tried.add(replica);
    const retry = (connected: boolean) => {
      if (connected && (repeated || !mayRepeat(options))) return false;
      if (!connected) replica.downUntil = Date.now() + PASS_OVER_MS;
      if (tried.size < this.replicas.length) {
        this.send(options, handler, tried, pauses, repeated || connected);
        return true;
      }
      // Every address tried: one address is tried again after a pause (its tasks change); several are not.
      if (this.replicas.length > 1 || pauses >= SAME_ADDRESS_PAUSES_MS.length) return false;
      setTimeout(() => this.send(options, handler, new Set(), pauses + 1, repeated || connected), SAME_ADDRESS_PAUSES_MS[pauses]).unref();
      return true;
    };
    replica.pool.dispatch(options, new Attempt(handler, retry));
  }

  /** The next replica in turn that is not passed over; when all are, the one passed over the longest ago. */
  private pick(tried: Set<Replica>): Replica {
    const count = this.replicas.length;
    if (count === 1) return this.replicas[0];
    const now = Date.now();
    for (let i = 0; i < count; i++) {
      const replica = this.replicas[(this.next + i) % count];
      if (replica.downUntil <= now && !tried.has(replica)) {
        this.next = (this.next + i + 1) % count;
        return replica;
      }
    }
    const untried = this.replicas.filter((r) => !tried.has(r));
    return untried.reduce((a, b) => (b.downUntil < a.downUntil ? b : a));
  }
}

/** The dispatcher of one service's addresses. */
export const upstreamDispatcher = (urls: readonly string[], options: Pool.Options): UpstreamDispatcher => new Upstream(urls, options);
