import { z } from 'zod';
import { defineEvent } from '../events/event-definition.js';
import { CLASS_STATUSES } from './class.dto.js';

/** A class as the classes service's events carry it: the whole current state, so a consumer can upsert it as is. */
export const classSnapshotSchema = z.object({
  classId: z.uuid(),
  className: z.string(),
  instructorEmail: z.string(),
  instructorName: z.string(),
  status: z.enum(CLASS_STATUSES),
  enrolled: z.int().min(0),
  availableSeats: z.int().min(0),
  /** In dollars, as the API shows it. */
  price: z.number().min(0),
  /** Added within v1, so optional: events written before it carry none. */
  classImage: z.string().optional(),
  /** Added within v1 (issue 36): the first session's start and the last one's end; absent for a class without sessions. */
  startsAt: z.iso.datetime({ offset: true }).optional(),
  endsAt: z.iso.datetime({ offset: true }).optional(),
  /** Added within v1: set once the instructor cancelled the class (then it is never sold again). */
  cancelledAt: z.iso.datetime({ offset: true }).optional(),
});
export type ClassSnapshot = z.infer<typeof classSnapshotSchema>;

/** An instructor added a class (or the demo catalogue was seeded); it starts pending unless seeded otherwise. */
export const CLASS_CREATED_V1 = defineEvent('classes.class.created.v1', classSnapshotSchema);

/** An admin approved a class. */
export const CLASS_APPROVED_V1 = defineEvent('classes.class.approved.v1', classSnapshotSchema);

/** An admin denied a class. */
export const CLASS_DENIED_V1 = defineEvent('classes.class.denied.v1', classSnapshotSchema);

/** A class's details changed (name, seats, price, instructor name). */
export const CLASS_UPDATED_V1 = defineEvent('classes.class.updated.v1', classSnapshotSchema);

/** A student enrolled in (or left) a class: `enrolled` and `availableSeats` changed. */
export const CLASS_ENROLMENT_CHANGED_V1 = defineEvent('classes.class.enrolment-changed.v1', classSnapshotSchema);

/** An admin sent the instructor feedback on a class (the instructor is told by mail). Not a change of the class. */
export const CLASS_FEEDBACK_SENT_V1 = defineEvent(
  'classes.class.feedback-sent.v1',
  classSnapshotSchema.extend({ feedback: z.string() }),
);

/** Every class event; each carries the class's full snapshot. */
export const CLASS_EVENTS = [
  CLASS_CREATED_V1,
  CLASS_APPROVED_V1,
  CLASS_DENIED_V1,
  CLASS_UPDATED_V1,
  CLASS_ENROLMENT_CHANGED_V1,
] as const;
