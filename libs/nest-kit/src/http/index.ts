export * from './http-errors.js';
export * from './parse-body.js';
export * from './parse-uuid.pipe.js';
