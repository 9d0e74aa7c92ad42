import type { Server } from 'node:http';
import type { Express } from 'express';

/** `app.listen` as a promise that rejects with the real error (port in use, no permission). */
export function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(server)));
  });
}
