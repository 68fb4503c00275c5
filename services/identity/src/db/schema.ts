// Everything drizzle-kit turns into this service's migrations.
export * from '../users/user.entity.js';
export * from '../sessions/session.entity.js';
export * from '../tokens/signing-key.entity.js';
export * from '../google/google-login.entity.js';
export * from '../popular-instructors/class-enrolment.entity.js';
export * from '../contact/contact-message.entity.js';
export * from '../account-links/account-link.entity.js';
export * from '../audit/admin-action.entity.js';
export { outbox, processedEvents } from '@classhub/nest-kit';
