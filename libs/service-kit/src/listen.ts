import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Express } from 'express';
import { problemBody } from './problem-details';

/** What a request node's parser refused is told: status, code, detail (everything else: 400). */
const clientErrorAnswers: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'The request did not arrive in time.'],
};
const malformed: [number, string, string] = [400, 'MALFORMED_REQUEST', 'The request is not valid HTTP (e.g. a NUL or another forbidden character in a header).'];

/**
 * A request node's HTTP parser refuses (NUL or other forbidden bytes in a header, headers too large,
 * headers too slow) never reaches a handler; node would answer a bare status line. This answers it
 * as problem+json like every other refusal, then closes the connection (its framing is unknown).
 */
export function answerClientErrors<T extends Server>(server: T): T {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: { _headerSent?: boolean } | null }) => {
    // As node's own answer: only when no answer on this connection has started, then the connection ends.
    if (socket.writable && !socket._httpMessage?._headerSent && error.code !== 'ECONNRESET') {
      const [status, code, detail] = clientErrorAnswers[error.code ?? ''] ?? malformed;
      const body = JSON.stringify(problemBody(status, code, detail));
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/problem+json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  });
  return server;
}

/** `app.listen` as a promise that rejects with the real error (port in use, no permission); parse errors answered as problem+json. */
export function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = answerClientErrors(app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(server))));
  });
}

/**
 * Stops a server the way every service and the gateway stop: no new connections, idle keep-alive
 * connections closed at once, requests in flight given `graceMs` to finish before their connections
 * are cut. Resolves when the server has closed.
 */
export function closeServer(server: Server, graceMs = 2_000): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), graceMs).unref();
  });
}

/**
 * The first part of a stop, for orchestrators that stop sending to a task only some moments after
 * they tell it to stop (swarm's DNS, a Kubernetes endpoint, an edge's health check): from `start()`
 * on, readiness says not ready and every answer closes its connection (`Connection: close`), so
 * clients holding kept-alive connections leave them after their next answer instead of losing a
 * request to a close; the server keeps answering until `closeServer`. `SHUTDOWN_DRAIN_SECONDS`
 * (docs/operations.md, "Rolling restarts").
 */
export class Drain {
  private on = false;

  get draining(): boolean {
    return this.on;
  }

  /** Every answer of `server` closes its connection once draining (set before any handler runs). */
  attach(server: Server): void {
    server.prependListener('request', (_req, res) => {
      if (this.on) res.shouldKeepAlive = false;
    });
  }

  /** Starts draining and resolves after `seconds` (at once for 0). */
  start(seconds: number): Promise<void> {
    this.on = true;
    return seconds > 0 ? new Promise((resolve) => setTimeout(resolve, seconds * 1000)) : Promise.resolve();
  }
}

/**
 * The operations a service is still handling. Closing a server's connections does not stop the
 * handlers behind them: a stop waits for them (`settled`) before it closes the database they use,
 * instead of failing them with "Cannot use a pool after calling end on the pool".
 * `mountOperations` counts each operation from its start to its end (`begin` answers the end).
 */
export class InFlight {
  private count = 0;
  private waiting: Array<() => void> = [];
  private readonly end = () => {
    if (--this.count === 0) for (const resolve of this.waiting.splice(0)) resolve();
  };

  begin(): () => void {
    this.count++;
    return this.end;
  }

  /** Resolves once nothing is in flight, or after `timeoutMs` (whichever comes first). */
  settled(timeoutMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      timer.unref();
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
