export * from './text-safety.js';
export * from './decimal-number.js';
export * from './public-url.js';
export * from './uuid.js';
