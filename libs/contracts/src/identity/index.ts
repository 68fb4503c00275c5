export * from './auth.api.js';
export * from './auth.schemas.js';
export * from './identity.events.js';
export * from './media.api.js';
export * from './password-policy.js';
export * from './profile.schemas.js';
export * from './user-fields.js';
export * from './user.dto.js';
