export * from './periodic-task.js';
