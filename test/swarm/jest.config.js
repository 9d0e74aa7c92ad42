/** test/swarm/ alone (scripts/swarm-test.sh, after test/compose/): the repository's jest config with only these files. */
import base from '../../jest.config.js';

export default {
  ...base,
  rootDir: '../..',
  testMatch: ['<rootDir>/test/swarm/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
};
