export * from './on-request.decorator.js';
export * from './request-client.js';
export * from './requests.module.js';
