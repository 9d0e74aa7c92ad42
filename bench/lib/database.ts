import pg from 'pg';

/**
 * A fresh database on the benchmark's PostgreSQL server (BENCH_DATABASE_URL names the server;
 * BENCH_DATABASE_PREFIX, e.g. a worktree's name, keeps two checkouts' runs on one server apart).
 */
export async function freshDatabase(base: string): Promise<string> {
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? ''}${base}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  return databaseUrl(name);
}

const serverUrl = () => process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of a database on the benchmark's server. */
export function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** The database `npm run bench -- staffing` left behind, which check-cost, check-peers and create-peers read (BENCH_DATABASE_NAME, as given). */
export function staffingBenchDatabase(): { name: string; url: string } {
  const name = process.env.BENCH_DATABASE_NAME ?? 'bench_staffing';
  return { name, url: databaseUrl(name) };
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
