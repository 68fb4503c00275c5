export * from './fresh-database.js';
export * from './event-namespace.js';
export * from './oidc-dev-login.js';
export * from './oidc-provider.js';
export * from './test-token-issuer.js';
export * from './http-call.js';
export * from './service-test-environment.js';
export * from './concurrency.js';
