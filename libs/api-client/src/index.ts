export * from './accounts.js';
export * from './api-client.js';
export * from './api-request.js';
export * from './classes.js';
export * from './polling.js';
