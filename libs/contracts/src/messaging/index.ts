export * from './messaging.js';
