export * from './periodic-task.js';
export * from './at-most-every.js';
export * from './background-job.js';
