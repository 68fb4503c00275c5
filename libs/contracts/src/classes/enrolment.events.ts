import { z } from 'zod';
import { defineEvent } from '../events/event-definition.js';
import { PAYMENT_COMPLETED_V1 } from '../payments/payment.events.js';

// An enrolment outcome names the completed payment it answers.
const enrolmentRef = PAYMENT_COMPLETED_V1.schema.pick({
  paymentId: true,
  holdId: true,
  classId: true,
  studentId: true,
});

/** classes enrolled the student of a completed payment (seat taken, enrolled + 1). */
export const ENROLMENT_CONFIRMED_V1 = defineEvent('classes.enrolment.confirmed.v1', enrolmentRef);

/** classes could not enrol the student of a completed payment (the hold had lapsed and the class is now full). */
export const ENROLMENT_REJECTED_V1 = defineEvent(
  'classes.enrolment.rejected.v1',
  enrolmentRef.extend({ reason: z.string() }),
);

/**
 * classes withdrew the enrolment a refund is for (enrolled − 1, available + 1, once per refund) and payments now asks
 * the provider for the money. `seatReleased` is false when there was no enrolment of that payment to withdraw (it was
 * never confirmed, or already withdrawn by an earlier delivery of the same refund).
 */
export const ENROLMENT_WITHDRAWN_V1 = defineEvent(
  'classes.enrolment.withdrawn.v1',
  z.object({
    refundId: z.uuid(),
    paymentId: z.uuid(),
    classId: z.uuid(),
    studentId: z.uuid(),
    seatReleased: z.boolean(),
  }),
);
