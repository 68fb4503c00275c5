export * from './registry.js';
export * from './metrics-server.js';
export * from './http-metrics.js';
export * from './fastify-http-metrics.js';
export * from './metric-value.js';
export * from './scrape-reading.js';
