// Everything drizzle-kit turns into this service's migrations.
export { outbox, processedEvents } from '@classhub/nest-kit';
