// Everything drizzle-kit turns into this service's migrations.
export * from '../classes/class.entity.js';
export { outbox, processedEvents, userRoles } from '@classhub/nest-kit';
