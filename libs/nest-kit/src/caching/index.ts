export * from './json-response-cache.js';
export * from './conditional-reply.js';
export * from './notified-cache.js';
