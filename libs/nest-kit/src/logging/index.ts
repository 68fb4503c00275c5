export * from './logging.module.js';
export * from './request-log.js';
