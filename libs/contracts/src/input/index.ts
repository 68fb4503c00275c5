export * from './text-safety.js';
