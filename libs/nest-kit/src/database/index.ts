export * from './database.module.js';
export * from './database.tokens.js';
export * from './ensure-database.js';
export * from './run-migrations.js';
export * from './seed-if-empty.js';
export * from './pg-errors.js';
export * from './transaction-guard.js';
export * from './change-listener.js';
