export * from './config.tokens.js';
export * from './load-config.js';
export * from './service-config.js';
export * from './object-storage-config.js';
