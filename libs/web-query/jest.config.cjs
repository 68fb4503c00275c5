// tools/ holds workspace tooling, not an Nx project, so the project-boundary rule does not apply to this require.
module.exports = { ...require('../../tools/jest/web.preset.cjs') };
