// Jest for the React projects (shell, remotes, web libs): jsdom, SWC's React transform, CommonJS output.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

module.exports = {
  // jsdom plus Node's fetch, so RTK Query runs against a stubbed fetch in every front-end test.
  testEnvironment: path.join(__dirname, 'jsdom-with-fetch.environment.cjs'),
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@classhub/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
    '^@classhub/routing$': path.join(root, 'libs/routing/src/index.ts'),
    '^@classhub/ui$': path.join(root, 'libs/ui/src/index.ts'),
    '^@classhub/web-api$': path.join(root, 'libs/web-api/src/index.ts'),
    '^@classhub/web-query$': path.join(root, 'libs/web-query/src/index.ts'),
    '^@classhub/web-testing$': path.join(root, 'libs/web-testing/src/index.ts'),
    '^@classhub/remote-testing$': path.join(root, 'libs/remote-testing/src/index.ts'),
    '\\.(png|jpe?g|svg|webp|css)(\\?(url|inline))?$': path.join(__dirname, 'file-stub.cjs'),
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFilesAfterEnv: [path.join(__dirname, 'web.setup.ts')],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  // Room for the conditions tests wait for when the machine is busy (see web.setup.ts).
  testTimeout: 20_000,
};
