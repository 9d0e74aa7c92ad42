/** One jest config for every workspace: TypeScript via SWC, native ESM. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'es6' } }],
  },
  testMatch: ['<rootDir>/{libs,services,apps}/*/{src,test}/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  // test/compose/ calls the system docker-compose runs: scripts/compose-test.sh starts it and runs them.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/compose/'],
  testTimeout: 60000,
  maxWorkers: 2,
};
