export * from './remote-areas.js';
