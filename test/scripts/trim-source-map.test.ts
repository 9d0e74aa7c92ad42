/**
 * scripts/trim-source-map.mjs: a service bundle's source map keeps our sources only. A stack trace
 * (`--enable-source-maps`) still leads into our files, and a package's frame shows the bundle's own
 * position rather than a wrong line of ours (node takes the closest preceding mapping).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from '@jest/globals';

const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'trim-source-map-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the map keeps only sources outside node_modules, and a package frame is not attributed to ours', () => {
  // Bundled in this order: first.ts (ours), then the package, then main.ts.
  mkdirSync(path.join(dir, 'node_modules', 'dep'), { recursive: true });
  writeFileSync(path.join(dir, 'node_modules', 'dep', 'package.json'), '{"name":"dep","type":"module","main":"index.js"}');
  writeFileSync(path.join(dir, 'node_modules', 'dep', 'index.js'), 'export function boom() {\n  throw new Error("from dep");\n}\n');
  writeFileSync(path.join(dir, 'first.ts'), 'export function helper() {\n  return 1;\n}\n');
  writeFileSync(path.join(dir, 'main.ts'), 'import { helper } from "./first";\nimport { boom } from "dep";\nfunction ours() {\n  boom(helper());\n}\nours();\n');
  const script = `
    import { build } from 'esbuild';
    import { trimSourceMap } from ${JSON.stringify(path.join(root, 'scripts', 'trim-source-map.mjs'))};
    await build({ absWorkingDir: ${JSON.stringify(dir)}, entryPoints: ['main.ts'], outfile: 'out.js', bundle: true, platform: 'node', format: 'esm', sourcemap: true, logLevel: 'warning' });
    trimSourceMap(${JSON.stringify(path.join(dir, 'out.js.map'))});`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root });

  expect(JSON.parse(readFileSync(path.join(dir, 'out.js.map'), 'utf8')).sources).toEqual(['first.ts', 'main.ts']);
  const run = spawnSync(process.execPath, ['--enable-source-maps', path.join(dir, 'out.js')], { encoding: 'utf8' });
  const frames = run.stderr.split('\n').filter((line) => line.trim().startsWith('at '));
  expect(frames[0]).toContain(`${path.join(dir, 'out.js')}:`); // the package's frame: the bundle's position
  expect(frames[1]).toContain(`at ours (${path.join(dir, 'main.ts')}:4:3)`);
});
