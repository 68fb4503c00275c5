export * from './key-part.js';
export * from './redis-client.js';
export * from './redis-unavailable.js';
export * from './throttled-error.js';
export * from './window-counter.js';
