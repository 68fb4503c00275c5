// Jest for the ESM Node projects (services, node libs). Run with NODE_OPTIONS=--experimental-vm-modules
// because Nest 12 ships ESM only.
const path = require('node:path');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
    target: 'es2022',
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

const root = path.resolve(__dirname, '../..');

module.exports = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: {
    // Tests run against the libs' sources, so no lib build is needed before a test run.
    '^@classhub/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
    '^@classhub/nest-kit$': path.join(root, 'libs/nest-kit/src/index.ts'),
    '^@classhub/testing$': path.join(root, 'libs/testing/src/index.ts'),
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  testTimeout: 30000,
};
