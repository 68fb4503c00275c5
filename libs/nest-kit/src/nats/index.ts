export * from './nats.module.js';
export * from './nats.tokens.js';
