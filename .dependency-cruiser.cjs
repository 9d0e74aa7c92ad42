/**
 * The layering rules of ARCHITECTURE §1 and §7, checked by `npm run lint` (docs/platform.md,
 * "Executable conventions"). Every rule is an error; a known violation that is being fixed elsewhere
 * is an explicit, commented exception, never a lowered severity (there is none today).
 * @type {import('dependency-cruiser').IConfiguration}
 */

/** Feature folders: the first level under a service's src/ (src/assignments/conflicts is part of assignments). */
const featureFolder = '^services/[^/]+/src/[^/]+$';

module.exports = {
  forbidden: [
    {
      name: 'no-cross-service-imports',
      comment: 'A service never imports another service (ARCHITECTURE §1): shared code lives in libs/.',
      severity: 'error',
      from: { path: '^services/([^/]+)/src/' },
      to: { path: '^services/', pathNot: '^services/$1/' },
    },
    {
      name: 'libs-do-not-import-services',
      comment: 'libs/ are shared by every service and know none of them.',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^services/' },
    },
    {
      name: 'contracts-are-pure',
      comment: 'libs/contracts holds schemas and tables only: no plumbing (service-kit), no HTTP server, no database.',
      severity: 'error',
      from: { path: '^libs/contracts/' },
      to: { path: ['^libs/service-kit/', '(^|/)node_modules/(express|@types/express|drizzle-orm|drizzle-kit|pg|@electric-sql/pglite)/'] },
    },
    {
      name: 'no-testing-helpers-in-production-code',
      comment: 'Test helpers (service-kit testing/, test fixtures) are for tests only.',
      severity: 'error',
      from: { path: '^(services|libs)/[^/]+/src/', pathNot: ['/testing/', '\\.(test|fixture)\\.ts$'] },
      to: { path: ['^libs/service-kit/src/testing/', '\\.fixture\\.ts$', '^services/[^/]+/test/'] },
    },
    {
      name: 'no-file-cycles',
      comment: 'No module imports one that (transitively) imports it back.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-feature-folder-cycles',
      comment: 'No feature folder imports one that imports it back (issue 12); shared pieces go to src/shared/ or libs/.',
      severity: 'error',
      scope: 'folder',
      from: { path: featureFolder },
      to: { path: featureFolder, circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)\\.data/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      dot: { collapsePattern: '^(services/[^/]+/src/[^/]+|libs/[^/]+/src|services/[^/]+/test)' },
    },
  },
};
