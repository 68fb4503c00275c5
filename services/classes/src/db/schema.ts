// Everything drizzle-kit turns into this service's migrations.
export * from '../classes/class.entity.js';
export * from '../seats/seat-demand.entity.js';
export * from '../seats/seat-hold.entity.js';
export * from '../withdrawals/enrolment-withdrawal.entity.js';
export * from '../waitlist/waitlist-entry.entity.js';
export * from '../schedule/class-session.entity.js';
export * from '../revisions/class-revision.entity.js';
export * from '../student-reviews/student-review.entity.js';
export { outbox, processedEvents, userRoles } from '@classhub/nest-kit';
