export * from './read-model-reconciliation.js';
export * from './repair-rows.js';
export * from './source-page.js';
export * from './class-snapshot.reconciliation.js';
