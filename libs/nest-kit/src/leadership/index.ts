export * from './leader-lease.js';
export * from './leadership.module.js';
export * from './leadership.tokens.js';
