export * from './user-role.entity.js';
export * from './user-roles.projection.js';
export * from './user-roles.resolver.js';
export * from './user-roles.reconciliation.js';
