/** One jest config for every workspace: TypeScript via SWC, native ESM. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'es6' } }],
  },
  testMatch: ['<rootDir>/{libs,services,apps}/*/{src,test}/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  // test/compose/ and test/swarm/ call the system docker-compose or Docker Swarm runs:
  // scripts/compose-test.sh and scripts/swarm-test.sh start it and run them.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/compose/', '<rootDir>/test/swarm/'],
  testTimeout: 60000,
  maxWorkers: 2,
  // Each test file's ESM modules stay in its worker's memory (vm modules): a worker grew by ≈ 4 MB
  // per file and, near V8's heap limit late in the suite, spent its time collecting garbage — files
  // that take 2 s alone took 40 s there. A worker above this after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1GB',
};
