export * from './contact.schemas.js';
