export * from './metrics.tokens.js';
export * from './metrics.module.js';
export * from './metric-of.js';
export * from './messaging-metrics.js';
export * from './app-metric.js';
