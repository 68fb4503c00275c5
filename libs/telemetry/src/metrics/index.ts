export * from './registry.js';
export * from './metrics-server.js';
export * from './http-metrics.js';
export * from './fastify-http-metrics.js';
