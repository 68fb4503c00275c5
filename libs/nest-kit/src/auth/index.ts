export * from './access-token.verifier.js';
export * from './auth.config.js';
export * from './auth.constants.js';
export * from './auth.decorators.js';
export * from './auth.guard.js';
export * from './auth.module.js';
