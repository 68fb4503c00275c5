import { z } from 'zod';
import { defineEvent } from '../events/event-definition.js';
import { classSnapshotSchema } from './class.events.js';

export const CLASS_CANCELLERS = ['instructor', 'admin'] as const;

/**
 * The class was cancelled (decision 0041): off sale for good. Written in the transaction that released its seat holds
 * and ended its waitlist, so payments refunds every paid enrolment (once per payment) and notifications mails the
 * students named here and the instructor.
 */
export const CLASS_CANCELLED_V1 = defineEvent(
  'classes.class.cancelled.v1',
  classSnapshotSchema.extend({
    reason: z.string().optional(),
    cancelledBy: z.enum(CLASS_CANCELLERS),
    /** Students enrolled when it was cancelled (their payments are refunded). */
    enrolledStudentIds: z.array(z.uuid()),
    /** Students whose place in the waitlist (or offer) ended with it. */
    waitlistedStudentIds: z.array(z.uuid()),
  }),
);

const editSchema = classSnapshotSchema.extend({ revisionId: z.uuid() });

/** An instructor edited an approved class: the edit waits for an admin, the approved version stays on sale. */
export const CLASS_EDIT_SUBMITTED_V1 = defineEvent('classes.class.edit-submitted.v1', editSchema);

/** An admin approved an edit: the snapshot is the class with the edit applied (its seats and price on sale now). */
export const CLASS_EDIT_APPROVED_V1 = defineEvent('classes.class.edit-approved.v1', editSchema);

/** An admin denied an edit, with a reason the instructor is mailed: the approved version stays as it was. */
export const CLASS_EDIT_DENIED_V1 = defineEvent(
  'classes.class.edit-denied.v1',
  editSchema.extend({ reason: z.string() }),
);

export const CLASS_EDIT_EVENTS = [CLASS_EDIT_SUBMITTED_V1, CLASS_EDIT_APPROVED_V1, CLASS_EDIT_DENIED_V1] as const;
