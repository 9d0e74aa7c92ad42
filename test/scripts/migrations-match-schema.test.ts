/**
 * Each service's drizzle schema and its migrations agree: `drizzle-kit generate`, run on a copy of
 * the service's migrations folder, has nothing to emit. A hand-written migration therefore comes
 * with the snapshot drizzle-kit would have written (docs/platform.md, "Migrations"); without it the
 * next generated migration would repeat or undo its changes. Also: the latest migration has its
 * snapshot, and the snapshots chain by `prevId`.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test } from '@jest/globals';

const root = path.resolve(import.meta.dirname, '../..');
const drizzleKit = path.join(root, 'node_modules/drizzle-kit/bin.cjs');
const services = ['identity', 'facilities', 'staffing', 'audit'];
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

const migrationsOf = (service: string) => path.join(root, 'services', service, 'migrations');

/** What `drizzle-kit generate` emits for `service` into a copy of its migrations (new SQL files by name). */
async function generated(service: string) {
  const cwd = path.join(root, 'services', service);
  const copy = mkdtempSync(path.join(os.tmpdir(), `migrations-${service}-`));
  copies.push(copy);
  cpSync(migrationsOf(service), copy, { recursive: true });
  // drizzle-kit reads `--out` relative to the working directory (it prefixes `./`).
  const args = ['generate', '--dialect', 'postgresql', '--schema', './src/schema.ts', '--out', path.relative(cwd, copy)];
  const { stdout } = await promisify(execFile)(process.execPath, [drizzleKit, ...args], { cwd, timeout: 60_000 });
  const emitted = readdirSync(copy).filter((file) => file.endsWith('.sql') && !existsSync(path.join(migrationsOf(service), file)));
  return { stdout, emitted: Object.fromEntries(emitted.map((file) => [file, readFileSync(path.join(copy, file), 'utf8')])) };
}

// One run per service, all at once (each is a separate node process of a few seconds).
const runs = new Map(services.map((service) => [service, generated(service)]));
// Handled here too, so a failing run fails its test rather than the process.
for (const run of runs.values()) run.catch(() => undefined);

describe.each(services)('%s', (service) => {
  test('drizzle-kit generate finds nothing to migrate', async () => {
    const { stdout, emitted } = await runs.get(service)!;
    expect(emitted).toEqual({});
    expect(stdout).toMatch(/No schema changes/);
  }, 90_000);

  test('its latest migration has a snapshot, and the snapshots chain by prevId', () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsOf(service), 'meta/_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
    const latest = journal.entries.at(-1)!.tag.slice(0, 4);
    const snapshots = readdirSync(path.join(migrationsOf(service), 'meta'))
      .filter((file) => file.endsWith('_snapshot.json'))
      .sort()
      .map((file) => ({ file, ...(JSON.parse(readFileSync(path.join(migrationsOf(service), 'meta', file), 'utf8')) as { id: string; prevId: string }) }));
    expect(snapshots.at(-1)?.file).toBe(`${latest}_snapshot.json`);
    const chain = snapshots.map(({ file, prevId }, i) => [file, prevId === (i === 0 ? '00000000-0000-0000-0000-000000000000' : snapshots[i - 1].id)]);
    expect(chain.filter(([, linked]) => !linked)).toEqual([]);
  });
});
