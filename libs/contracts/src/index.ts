export * from './classes/class.dto.js';
export * from './classes/class.api.js';
export * from './classes/class.events.js';
export * from './services.js';
export * from './events/index.js';
export * from './requests/index.js';
export * from './identity/index.js';
export * from './payments/index.js';
