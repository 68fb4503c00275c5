export * from './cached-json.js';
export * from './loading-cache.js';
export * from './conditional-reply.js';
export * from './notified-cache.js';
export * from './edge-purger.js';
