export * from './messaging.js';
export * from './consumer-expectations.js';
export * from './edge-cache.js';
export * from './live-seats.js';
export * from './read-model.requests.js';
export * from './inbox-prefix.js';
export * from './nats-servers.js';
