export * from './api-routes.js';
export * from './route-addresses.js';
export * from './route-definition.js';
export * from './route-request.js';
export * from './addressed-request.js';
export * from './logged-url.js';
export * from './paged-list.js';
