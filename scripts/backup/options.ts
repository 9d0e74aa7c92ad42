/** The command lines of `scripts/backup.ts` and `scripts/restore.ts` (docs/operations.md, "Backup and restore"). */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serviceNames } from '@cs/contracts/http/owners';

/** Every service with a database of its own (the gateway has none). */
export const databaseServices: readonly string[] = serviceNames;

/** Where the services' databases are: databases on a PostgreSQL server, or embedded PGlite under a data directory. */
export type Source =
  | { kind: 'postgres'; serverUrl: string; databases: Record<string, string> }
  | { kind: 'pglite'; dataDir: string };

export class UsageError extends Error {}

const common = {
  server: { type: 'string' },
  database: { type: 'string', multiple: true },
  'data-dir': { type: 'string' },
  nats: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** `--server URL [--database service=name …]` or `--data-dir DIR`, and the backup's directory (`--to` / `--from`). */
export function parseOptions(argv: string[], dirOption: 'to' | 'from') {
  const { values } = parseArgs({ args: argv, options: { ...common, [dirOption]: { type: 'string' } }, strict: true, allowPositionals: false });
  if (values.help) return { help: true as const };
  const dir = values[dirOption as keyof typeof values] as string | undefined;
  if (!dir) throw new UsageError(`--${dirOption} DIR is required`);
  if (Boolean(values.server) === Boolean(values['data-dir'])) throw new UsageError('give either --server URL (a PostgreSQL server) or --data-dir DIR (embedded PGlite)');
  if (values['data-dir'] && values.database) throw new UsageError('--database goes with --server');
  const source: Source = values.server
    ? { kind: 'postgres', serverUrl: values.server, databases: databaseNames(values.database ?? []) }
    : { kind: 'pglite', dataDir: path.resolve(values['data-dir']!) };
  return { help: false as const, dir: path.resolve(dir), source, nats: values.nats };
}

/** Each service's database is named like the service unless `--database service=name` says otherwise. */
function databaseNames(overrides: string[]): Record<string, string> {
  const names = Object.fromEntries(databaseServices.map((service) => [service, service]));
  for (const pair of overrides) {
    const [service, name, ...rest] = pair.split('=');
    if (!databaseServices.includes(service) || !name || rest.length > 0) {
      throw new UsageError(`--database ${pair}: expected service=name with service one of ${databaseServices.join(', ')}`);
    }
    names[service] = name;
  }
  return names;
}

/** A libpq connection string for one database of the server, and its password apart (passed in PGPASSWORD, never on a command line). */
export function connectionOf(serverUrl: string, database: string): { url: string; conninfo: string; password: string | undefined } {
  const url = new URL(serverUrl);
  if (!/^postgres(ql)?:$/.test(url.protocol)) throw new UsageError(`--server ${url.protocol}…: expected postgres://user:password@host:port`);
  url.pathname = `/${encodeURIComponent(database)}`;
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  const withoutPassword = new URL(url);
  withoutPassword.password = '';
  return { url: url.toString(), conninfo: withoutPassword.toString(), password };
}

/** The database the server URL names (`postgres` when none): where databases are created. */
export function maintenanceUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  if (url.pathname === '' || url.pathname === '/') url.pathname = '/postgres';
  return url.toString();
}
