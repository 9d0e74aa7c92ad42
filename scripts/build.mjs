/**
 * Compiles with esbuild (≈ 1–2 s; `npm run build` typechecks first, `npm start` does not):
 * each service into one ES module, `services/<name>/dist/main.js`, and `scripts/start.ts`,
 * `scripts/prepare-databases.ts` (run by `npm ci`: the root package's `prepare`) and the backup
 * tools `scripts/backup.ts`, `scripts/restore.ts` into `dist/`. A
 * service's bundle holds our own code (`@cs/*`, the service) and its npm packages — loading one
 * file instead of hundreds of modules costs ≈ 25 % less CPU at each start — except those that must
 * stay files of their own in node_modules (`runtimePackages`); its source map keeps only our
 * sources (trim-source-map.mjs). The launcher scripts import every npm package from node_modules.
 * `dist/` sits beside `src/`, so `new URL('../migrations', import.meta.url)` still finds the
 * service's migrations. Run a service with `node services/<name>/dist/main.js`.
 *
 * `--if-changed` (`npm start`, `npm ci`'s prepare): nothing is done when no input changed since the
 * last build (build-stamp.mjs); esbuild is then not even loaded.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { upToDate, writeStamp } from './build-stamp.mjs';
import { trimSourceMap } from './trim-source-map.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (process.argv.includes('--if-changed') && upToDate(root)) process.exit(0);
const { build } = await import('esbuild');
const services = ['gateway', 'identity', 'facilities', 'staffing', 'audit'];

/** The launcher scripts: every bare import except our workspaces stays external. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@cs/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Left in node_modules: PGlite loads its .wasm and data files next to its own module, argon2 is a
 * native addon (pg-native, pg's optional one, is not installed), pino starts its transports' worker
 * files by path, pdfkit reads its font metrics and colour profile beside its module, and the PDFs'
 * font is a file of dejavu-fonts-ttf. OpenTelemetry's packages are imported only when trace export
 * is configured (tracing/otlp-tracer.ts): outside the bundle, a service without it never parses them.
 */
const runtimePackages = ['@electric-sql/pglite', '@electric-sql/pglite/*', 'argon2', 'pg-native', 'pino', 'pdfkit', 'dejavu-fonts-ttf', '@opentelemetry/*'];
/** Bundled CommonJS packages call `require` (node's built-ins, optional packages): an ES module has none. */
const requireInBundle = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** `npm start`'s launcher, `npm ci`'s database preparation and the backup tools too (`dist/`: one directory below the root, like `scripts/`). */
const scripts = ['start', 'prepare-databases', 'backup', 'restore'];
const serviceOutputs = services.map((name) => ({ in: path.join('services', name, 'src', 'main.ts'), out: path.join('services', name, 'dist', 'main') }));
const scriptOutputs = scripts.map((name) => ({ in: path.join('scripts', `${name}.ts`), out: path.join('dist', name) }));
const outputs = [...serviceOutputs, ...scriptOutputs].map(({ out }) => `${out}.js`);

for (const dir of new Set(outputs.map((out) => path.dirname(out)))) rmSync(path.join(root, dir), { recursive: true, force: true });
const common = { absWorkingDir: root, outdir: root, metafile: true, bundle: true, platform: 'node', format: 'esm', target: 'node20', sourcemap: true, legalComments: 'none', logLevel: 'warning' };
// One esbuild call per kind: the services share most of their modules, which are then parsed once.
const [servicesBuilt, scriptsBuilt] = await Promise.all([
  build({ ...common, entryPoints: serviceOutputs, external: runtimePackages, banner: { js: requireInBundle } }),
  build({ ...common, entryPoints: scriptOutputs, plugins: [npmPackagesExternal] }),
]);
for (const { out } of serviceOutputs) trimSourceMap(path.join(root, `${out}.js.map`));
const metafiles = [servicesBuilt.metafile, scriptsBuilt.metafile];
// The kit's own migrations (the outbox relay's columns) travel with each compiled service: the kit
// is bundled into dist/main.js, where it looks for them in dist/kit-migrations (outbox/relay-tables.ts).
for (const dist of [...services.filter((s) => s !== 'gateway').map((name) => path.join('services', name, 'dist')), 'dist']) {
  cpSync(path.join(root, 'libs', 'service-kit', 'migrations'), path.join(root, dist, 'kit-migrations'), { recursive: true });
}
writeStamp(root, metafiles, outputs);
if (!process.argv.includes('--quiet')) console.log(`built ${outputs.join(', ')}`);
