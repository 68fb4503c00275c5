export * from './core.module.js';
export * from './create-service-app.js';
export * from './run-service.js';
