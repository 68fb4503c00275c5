export * from './request-definition.js';
