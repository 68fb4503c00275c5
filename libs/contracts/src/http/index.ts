export * from './api-routes.js';
export * from './route-definition.js';
