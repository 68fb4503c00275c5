export * from './ics-calendar.js';
export * from './class-calendar.js';
