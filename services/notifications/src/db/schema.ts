// Everything drizzle-kit turns into this service's migrations.
export * from '../users/user-contact.entity.js';
export * from '../preferences/mail-preference.entity.js';
export * from '../mail/mail-queue.entity.js';
export * from '../mail/sent-mail.entity.js';
export { outbox, processedEvents } from '@classhub/nest-kit';
