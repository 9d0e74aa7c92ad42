/**
 * Compiles with esbuild (≈ 0.1 s; `npm run build` typechecks first, `npm start` does not):
 * each service into one ES module, `services/<name>/dist/main.js`, and `scripts/start.ts` and
 * `scripts/prepare-databases.ts` (run by `npm ci`: the root package's `prepare`) into `dist/`. Our
 * own code (`@cs/*`, the service) is bundled; npm packages stay imports resolved from node_modules
 * at run time (PGlite loads its .wasm files next to its own module, argon2 is native). `dist/` sits
 * beside `src/`, so `new URL('../migrations', import.meta.url)` still finds the service's
 * migrations. Run a service with `node services/<name>/dist/main.js`.
 *
 * `--if-changed` (`npm start`, `npm ci`'s prepare): nothing is done when no input changed since the
 * last build (build-stamp.mjs); esbuild is then not even loaded.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { upToDate, writeStamp } from './build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (process.argv.includes('--if-changed') && upToDate(root)) process.exit(0);
const { build } = await import('esbuild');
const services = ['gateway', 'identity', 'facilities', 'staffing', 'audit'];

/** Every bare import except our workspaces stays external. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@cs/') ? undefined : { path: args.path, external: true }));
  },
};

/** `npm start`'s launcher and `npm ci`'s database preparation too (`dist/`: one directory below the root, like `scripts/`). */
const scripts = ['start', 'prepare-databases'];
const outputs = [
  ...services.map((name) => ({ entry: path.join('services', name, 'src', 'main.ts'), out: path.join('services', name, 'dist', 'main.js') })),
  ...scripts.map((name) => ({ entry: path.join('scripts', `${name}.ts`), out: path.join('dist', `${name}.js`) })),
];

for (const dir of new Set(outputs.map(({ out }) => path.dirname(out)))) rmSync(path.join(root, dir), { recursive: true, force: true });
const metafiles = await Promise.all(
  outputs.map(async ({ entry, out }) => {
    const { metafile } = await build({
      absWorkingDir: root,
      metafile: true,
      entryPoints: [path.join(root, entry)],
      outfile: path.join(root, out),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      legalComments: 'none',
      logLevel: 'warning',
      plugins: [npmPackagesExternal],
    });
    return metafile;
  }),
);
// The kit's own migrations (the outbox relay's columns) travel with each compiled service: the kit
// is bundled into dist/main.js, where it looks for them in dist/kit-migrations (outbox/relay-tables.ts).
for (const dist of [...services.filter((s) => s !== 'gateway').map((name) => path.join('services', name, 'dist')), 'dist']) {
  cpSync(path.join(root, 'libs', 'service-kit', 'migrations'), path.join(root, dist, 'kit-migrations'), { recursive: true });
}
writeStamp(root, metafiles, outputs.map(({ out }) => out));
if (!process.argv.includes('--quiet')) console.log(`built ${outputs.map((o) => o.out).join(', ')}`);
