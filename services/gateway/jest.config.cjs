// tools/ holds workspace tooling, not an Nx project, so the project-boundary rule does not apply to this require.
const preset = require('../../tools/jest/node.preset.cjs');

// Dependencies that ship ESM only but are require()d: @fastify/static → content-disposition 3, and Fastify's inject
// (light-my-request) → cookie 1. Node 20.19+ loads them natively; jest's CommonJS loader cannot before Node 24.9,
// so jest compiles them to CommonJS.
const ESM_ONLY = ['content-disposition', 'cookie'];

module.exports = {
  ...preset,
  transform: {
    ...preset.transform,
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
};
