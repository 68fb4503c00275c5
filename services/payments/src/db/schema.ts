// Everything drizzle-kit turns into this service's migrations.
export { outbox, processedEvents, userRoles } from '@classhub/nest-kit';
