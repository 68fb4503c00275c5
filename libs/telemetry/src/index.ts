export * from './metrics/index.js';
