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
};
