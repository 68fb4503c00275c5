export * from './health.module.js';
export * from './health.service.js';
