import pg from 'pg';

/**
 * A fresh database on the benchmark's PostgreSQL server (BENCH_DATABASE_URL names the server;
 * BENCH_DATABASE_PREFIX, e.g. a worktree's name, keeps two checkouts' runs on one server apart).
 */
export async function freshDatabase(base: string): Promise<string> {
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? ''}${base}`;
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
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
