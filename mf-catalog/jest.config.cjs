// tools/ holds workspace tooling, not an Nx project, so the project-boundary rule does not apply to this require.
const preset = require('../tools/jest/web.preset.cjs');

module.exports = {
  ...preset,
  // react-medium-image-zoom ships only ES modules; SWC turns it into CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!react-medium-image-zoom/)'],
  // ResizeObserver, image decode and dialog methods for the gallery's zoom, which jsdom lacks.
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/jsdom-polyfills.ts'],
};
