import type { Server } from 'node:http';
import type { Express } from 'express';

/** `app.listen` as a promise that rejects with the real error (port in use, no permission). */
export function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(server)));
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
