/**
 * The storage of the backup drill (backup-restore.test.ts) and the tools it runs: with
 * TEST_DATABASE_URL a database per service on that server, wiped by drop and create; without it
 * embedded PGlite in a data directory, wiped by deleting it and restored into a new one.
 * `scripts/backup.ts` and `scripts/restore.ts` run as the operator runs them, as processes.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { streams } from '@cs/contracts';
import { createTestDatabase, eventually } from '@cs/service-kit/testing/index';
import { consumersDrained } from '@cs/service-kit/testing/consumers-drained';
import { rowsOf, type Db } from '@cs/service-kit/db';
import { migrationsFolder as identity } from '../../../services/identity/src/service';
import { migrationsFolder as facilities } from '../../../services/facilities/src/service';
import { migrationsFolder as staffing } from '../../../services/staffing/src/service';
import { migrationsFolder as audit } from '../../../services/audit/src/service';
import type { DatabaseService, System } from '../start-system';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const migrations: Record<DatabaseService, string> = { identity, facilities, staffing, audit };
export const databaseServices = Object.keys(migrations) as DatabaseService[];

export interface DrillStorage {
  kind: 'postgres' | 'pglite';
  /** The settings of each service's database (`startSystem`'s `storage`). */
  storage(service: DatabaseService): Record<string, string>;
  backupArgs(): string[];
  /** Every database gone: dropped and created empty (server), or the data directory deleted (PGlite). */
  wipe(): Promise<void>;
  restoreArgs(natsUrl: string): string[];
  cleanup(): Promise<void>;
}

async function serverStorage(serverUrl: string, label: string): Promise<DrillStorage> {
  const made = await Promise.all(databaseServices.map(async (service) => ({ service, ...(await createTestDatabase(`${label}_${service}`, migrations[service])) })));
  const nameOf = (url: string) => new URL(url).pathname.slice(1);
  const databaseArgs = () => made.flatMap(({ service, url }) => ['--database', `${service}=${nameOf(url!)}`]);
  return {
    kind: 'postgres',
    storage: (service) => ({ DATABASE_URL: made.find((m) => m.service === service)!.url! }),
    backupArgs: () => ['--server', serverUrl, ...databaseArgs()],
    async wipe() {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      for (const { url } of made) {
        await admin.query(`drop database "${nameOf(url!)}" with (force)`);
        await admin.query(`create database "${nameOf(url!)}"`);
      }
      await admin.end();
    },
    restoreArgs: (natsUrl) => ['--server', serverUrl, ...databaseArgs(), '--nats', natsUrl],
    cleanup: async () => void (await Promise.all(made.map(({ drop }) => drop()))),
  };
}

function pgliteStorage(): DrillStorage {
  const first = mkdtempSync(path.join(os.tmpdir(), 'backup-drill-'));
  let current = first;
  let restored: string | undefined;
  return {
    kind: 'pglite',
    storage: () => ({ DATA_DIR: current }),
    backupArgs: () => ['--data-dir', current],
    async wipe() {
      rmSync(first, { recursive: true, force: true });
      restored = current = mkdtempSync(path.join(os.tmpdir(), 'backup-drill-restored-'));
    },
    restoreArgs: (natsUrl) => ['--data-dir', current, '--nats', natsUrl],
    async cleanup() {
      for (const dir of [first, restored]) if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const drillStorage = async (label: string) => (process.env.TEST_DATABASE_URL ? serverStorage(process.env.TEST_DATABASE_URL, label) : pgliteStorage());

/** Runs `scripts/<name>.ts` as a process to its end; resolves with its output, rejects with it on a failure. */
export function runScript(name: 'backup' | 'restore', args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', `${name}.ts`), ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${name} exited with ${code}:\n${output}`))));
  });
}

export const databasesOf = (system: System): Record<DatabaseService, Db> => ({
  identity: system.identity.db,
  facilities: system.facilities.db,
  staffing: system.staffing.db,
  audit: system.audit.db,
});

export async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${query}) as counted`));
  return row.n;
}

/** Every durable consumer of the system's streams (audit's, the replicas'). */
export async function durableConsumers(system: System) {
  const jsm = system.identity.bus.jsm;
  const found: Array<{ stream: string; durable: string }> = [];
  for (const { name } of Object.values(streams)) {
    for (const info of await jsm.consumers.list(name).next()) if (info.config.durable_name) found.push({ stream: name, durable: info.config.durable_name });
  }
  return found;
}

/** Nothing left to publish in any outbox, nothing left to apply for any durable consumer. */
export async function settled(system: System) {
  const databases = databasesOf(system);
  await eventually(async () => {
    for (const db of Object.values(databases)) if ((await count(db, sql`select 1 from outbox where published_at is null`)) > 0) return false;
    return true;
  }, 120_000);
  await consumersDrained(system.identity.bus.jsm, await durableConsumers(system), 120_000);
}
