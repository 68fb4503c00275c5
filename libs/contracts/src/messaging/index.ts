export * from './messaging.js';
export * from './consumer-expectations.js';
