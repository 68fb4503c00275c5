export * from './ics-calendar.js';
