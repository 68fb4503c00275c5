import { z } from 'zod';
import { defineEvent } from '../events/event-definition.js';

const reviewSchema = z.object({
  /** One mail per review and kind: a redelivery, or a hide after an unhide, is recognised by it and the event id. */
  reviewId: z.uuid(),
  classId: z.uuid(),
  className: z.string(),
  /** The author, whom notifications mails. */
  studentId: z.uuid(),
});

/**
 * An admin hid a student's review of a class (decision 0043): it left the class's page and average, and the author is
 * told why. Written in the hide's transaction, with the audit log's ADMIN_ACTION_RECORDED_V1.
 */
export const REVIEW_HIDDEN_V1 = defineEvent('classes.review.hidden.v1', reviewSchema.extend({ reason: z.string() }));

/** The class's instructor answered a student's review (once): the author is told. */
export const REVIEW_ANSWERED_V1 = defineEvent(
  'classes.review.answered.v1',
  reviewSchema.extend({ instructorName: z.string() }),
);

export const REVIEW_EVENTS = [REVIEW_HIDDEN_V1, REVIEW_ANSWERED_V1] as const;
