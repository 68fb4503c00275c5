export * from './http-errors.js';
export * from './parse-body.js';
export * from './parse-uuid.pipe.js';
export * from './input-guard.js';
export * from './trusted-proxies.js';
export * from './error-response.filter.js';
export * from './route.decorator.js';
export * from './served-routes.js';
