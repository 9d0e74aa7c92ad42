import { chmodSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Db } from '../db';
import type { Logger } from '../logger';
import type { Stoppable } from '../service-deps';
import { applyGateOf } from './apply-gate';

/** Where a service on embedded PGlite answers the backup tool: beside its data directory. */
export const backupSocketPath = (dataDir: string, service: string) => path.join(dataDir, `${service}.backup.sock`);

/** The longest a hold may last (a backup tool asks for less). */
const MAX_HOLD_MS = 120_000;

export interface BackupSocketOptions {
  socketPath: string;
  db: Db;
  /** A consistent copy of the data directory, an uncompressed tar (`Database.copy`). */
  copy: () => Promise<Blob>;
  logger: Logger;
}

/**
 * The embedded database's backup interface: HTTP on a Unix socket beside the data directory, never
 * on the service's port, so the gateway cannot reach it and no token is involved — who may open the
 * socket (its owner only, mode 0600) may read the data directory anyway. `scripts/backup.ts` uses it:
 * - `POST /hold?ms=N`: consumers stop applying events (in-flight ones finish first); ends by
 *   itself after N ms (at most 120 s);
 * - `POST /copy`: the copy as a gzip'ed tar; releases the hold once the copy is taken; its header
 *   `x-consumers-held` says whether the hold was still on (`yes`) when the copy was taken;
 * - `POST /release`: ends a hold.
 * A start that cannot listen (a path too long for a socket) logs a warning and serves on without it.
 */
export async function startBackupSocket({ socketPath, db, copy, logger }: BackupSocketOptions): Promise<Stoppable> {
  const gate = applyGateOf(db);
  let copying = false;

  async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://backup');
    if (req.method !== 'POST') return void res.writeHead(405, { allow: 'POST' }).end();
    if (url.pathname === '/hold') {
      const ms = Number(url.searchParams.get('ms') ?? 30_000);
      if (!Number.isInteger(ms) || ms < 1 || ms > MAX_HOLD_MS) return void res.writeHead(400).end(`ms: an integer 1–${MAX_HOLD_MS}`);
      await gate.hold(ms);
      return void res.writeHead(204).end();
    }
    if (url.pathname === '/release') {
      gate.release();
      return void res.writeHead(204).end();
    }
    if (url.pathname !== '/copy') return void res.writeHead(404).end();
    if (copying) return void res.writeHead(409).end('a copy is being taken');
    copying = true;
    try {
      const started = Date.now();
      const held = gate.held;
      const tar = await copy().finally(() => gate.release());
      logger.info({ bytes: tar.size, ms: Date.now() - started, held }, 'backup copy of the database taken');
      res.writeHead(200, { 'content-type': 'application/gzip', 'x-consumers-held': held ? 'yes' : 'no' });
      await pipeline(Readable.fromWeb(tar.stream() as Parameters<typeof Readable.fromWeb>[0]), createGzip({ level: 6 }), res);
    } finally {
      copying = false;
    }
  }

  const server = http.createServer((req, res) => {
    answer(req, res).catch((error) => {
      logger.warn({ err: error }, 'backup request failed');
      if (!res.headersSent) res.writeHead(500).end(String((error as Error)?.message ?? error));
      else res.destroy();
    });
  });
  rmSync(socketPath, { force: true });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error) => {
      logger.warn({ err: error, socketPath }, 'backup socket not available; backups of this service need it stopped');
      resolve(false);
    });
    server.listen(socketPath, () => resolve(true));
  });
  if (!listening) return { stop: async () => undefined };
  chmodSync(socketPath, 0o600);
  return {
    async stop() {
      gate.release();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      rmSync(socketPath, { force: true });
    },
  };
}
