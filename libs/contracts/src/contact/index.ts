export * from './contact.responses.js';
export * from './contact.schemas.js';
