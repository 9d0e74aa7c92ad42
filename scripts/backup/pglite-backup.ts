/**
 * A backup of the embedded databases of a running system (`npm start`): each service answers on
 * its backup socket beside its data directory (libs/service-kit/src/backup/backup-socket.ts). The
 * same cut as on a server (postgres-backup.ts), with the services' own gates instead of locks:
 * every service holds its consumers first, then each takes its copy (and ends its hold with it).
 * A service copies after all holds are on, so no copy holds the effect of an event whose
 * producer's copy lacks it.
 */
import { createWriteStream, existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { backupSocketPath } from '@cs/service-kit/backup/backup-socket';
import { finishFile, type BackupFile } from './manifest';

/** A hold ends by itself after this long if the backup dies on the way. */
const HOLD_MS = 60_000;

function post(socketPath: string, route: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, path: route, method: 'POST' }, resolve);
    req.on('error', reject);
    req.end();
  });
}

async function expectStatus(res: http.IncomingMessage, status: number, what: string) {
  if (res.statusCode === status) return;
  let body = '';
  for await (const chunk of res) body += chunk;
  throw new Error(`${what}: ${res.statusCode} ${body}`);
}

/** Copies every service's database into `dir`; resolves with the files once all are written. */
export async function backupEmbedded({ dataDir, services, dir }: { dataDir: string; services: readonly string[]; dir: string }): Promise<BackupFile[]> {
  const sockets = services.map((service) => ({ service, socket: backupSocketPath(dataDir, service) }));
  const missing = sockets.filter(({ socket }) => !existsSync(socket));
  if (missing.length > 0) {
    throw new Error(
      `no backup socket for ${missing.map((m) => m.service).join(', ')} in ${dataDir}: is the system running (npm start)? ` +
        'A stopped system needs no tool: copy its data directory as it is.',
    );
  }
  try {
    await Promise.all(sockets.map(async ({ service, socket }) => expectStatus(await post(socket, `/hold?ms=${HOLD_MS}`), 204, `${service}: hold`)));
    return await Promise.all(
      sockets.map(async ({ service, socket }) => {
        const file = `${service}.tar.gz`;
        const res = await post(socket, '/copy');
        await expectStatus(res, 200, `${service}: copy`);
        if (res.headers['x-consumers-held'] !== 'yes') throw new Error(`${service}: its hold had ended before the copy was taken (after ${HOLD_MS} ms); run the backup again`);
        await pipeline(res, createWriteStream(path.join(dir, `${file}.partial`)));
        return finishFile(dir, service, file);
      }),
    );
  } finally {
    await Promise.all(sockets.map(async ({ socket }) => (await post(socket, '/release').catch(() => undefined))?.resume()));
  }
}
