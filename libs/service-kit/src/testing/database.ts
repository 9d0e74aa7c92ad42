import pg from 'pg';
import { migratedTemplate } from './database-template';

/**
 * With `TEST_DATABASE_URL` set (or `serverUrl` given), a fresh database on that server for one test
 * file (dropped by the returned `drop`); without it, undefined: the service then runs on in-memory
 * PGlite. Given the service's `migrationsFolder`, the database is a clone of one already migrated
 * (database-template.ts).
 */
export async function createTestDatabase(
  label: string,
  migrationsFolder?: string,
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  if (!serverUrl) return { url: undefined, drop: async () => undefined };
  const name = `t_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const template = migrationsFolder ? await migratedTemplate(serverUrl, migrationsFolder) : undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
