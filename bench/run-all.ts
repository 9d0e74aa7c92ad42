/** `npm run bench -- <name>`: runs bench/<name>.bench.ts (all of them without a name). */
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const dir = import.meta.dirname;
const wanted = process.argv[2];
const scripts = readdirSync(dir).filter((f) => f.endsWith('.bench.ts') && (!wanted || f === `${wanted}.bench.ts`));
if (scripts.length === 0) {
  console.error(`no benchmark named ${wanted}; have: ${readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).join(', ')}`);
  process.exit(1);
}
for (const script of scripts) {
  console.log(`\n### ${script}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, script)], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
