import { Pool, type Dispatcher } from 'undici';
import { UPSTREAM_RETRY_AFTER_SECONDS } from './upstream-state';

/** What the proxy sends one service's requests through: undici's `Pool` for one address, `ReplicaPools` for several. */
export interface UpstreamDispatcher {
  dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean;
  destroy(): Promise<void>;
}

/**
 * Failures of the connection attempt itself: the request never reached the service, so another
 * replica may take it whatever its method. A connection that breaks later (`ECONNRESET`,
 * `UND_ERR_SOCKET`) may have delivered the request, and is answered as before (503, the client retries).
 */
const notConnected = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** How long a replica that refused a connection is passed over (a restart takes seconds). */
const PASS_OVER_MS = UPSTREAM_RETRY_AFTER_SECONDS * 1000;

interface Replica {
  pool: Pool;
  /** Epoch ms until which it is passed over (0: take it in turn). */
  downUntil: number;
}

/**
 * One handler's request on one replica: everything goes to the proxy's handler, except a failed
 * connection attempt while another replica is left to try (`retry` answers whether it took over).
 */
class ConnectFailover implements Dispatcher.DispatchHandler {
  constructor(
    private readonly handler: Dispatcher.DispatchHandler,
    private readonly retry: (error: Error) => boolean,
  ) {}

  onConnect(abort: (error?: Error) => void) {
    this.handler.onConnect?.(abort);
  }

  onHeaders(status: number, raw: Buffer[], resume: () => void, statusText: string) {
    return this.handler.onHeaders?.(status, raw, resume, statusText) ?? true;
  }

  onData(chunk: Buffer) {
    return this.handler.onData?.(chunk) ?? true;
  }

  onComplete(trailers: string[] | null) {
    this.handler.onComplete?.(trailers);
  }

  onError(error: Error) {
    if (notConnected.has((error as NodeJS.ErrnoException).code ?? '') && this.retry(error)) return;
    this.handler.onError?.(error);
  }
}

/**
 * Several replicas of one service (`STAFFING_URL=http://a:3003,http://b:3003`): requests go to them
 * in turn, each replica with its own pool; a replica whose connection attempt fails is passed over
 * for a moment and the request goes to the next one, so a stopped replica costs no request. For
 * running replicas without an orchestrator's load balancing (two processes on one machine); behind
 * Swarm's or Kubernetes' service address the gateway names one URL per service.
 */
export class ReplicaPools implements UpstreamDispatcher {
  private readonly replicas: Replica[];
  private next = 0;

  constructor(urls: readonly string[], options: Pool.Options) {
    this.replicas = urls.map((url) => ({ pool: new Pool(url, options), downUntil: 0 }));
  }

  dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    this.send(options, handler, new Set());
    return true;
  }

  destroy() {
    return Promise.all(this.replicas.map((r) => r.pool.destroy())).then(() => undefined);
  }

  private send(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler, tried: Set<Replica>) {
    const replica = this.pick(tried);
    tried.add(replica);
    const retry = () => {
      replica.downUntil = Date.now() + PASS_OVER_MS;
      if (tried.size === this.replicas.length) return false;
      this.send(options, handler, tried);
      return true;
    };
    replica.pool.dispatch(options, new ConnectFailover(handler, retry));
  }

  /** The next replica in turn that is not passed over; when all are, the one passed over the longest ago. */
  private pick(tried: Set<Replica>): Replica {
    const now = Date.now();
    const count = this.replicas.length;
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
export const upstreamDispatcher = (urls: readonly string[], options: Pool.Options): UpstreamDispatcher =>
  urls.length === 1 ? new Pool(urls[0], options) : new ReplicaPools(urls, options);
