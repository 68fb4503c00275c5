export * from './payment.api.js';
export * from './payment.responses.js';
export * from './payment.messages.js';
export * from './payment.events.js';
export * from './sales-figures.js';
export * from './receipt.events.js';
export * from './refund.events.js';
