export * from './event-definition.js';
export * from './event-envelope.js';
export * from './event-subjects.js';
