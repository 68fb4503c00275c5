import { z } from 'zod';
import { defineRequest } from '../requests/request-definition.js';

/**
 * payments → classes: hold one seat of an approved class for a student's checkout (docs/architecture.md#checkout-saga,
 * step 2). The hold id comes from payments and makes the call idempotent; a student has at most one active hold per
 * class, so asking again returns the hold they already have.
 */
export const CLASSES_SEAT_HOLD = defineRequest(
  'classes.seat.hold.v1',
  z.object({
    holdId: z.uuid(),
    classId: z.uuid(),
    studentId: z.uuid(),
  }),
  z.discriminatedUnion('ok', [
    z.object({
      ok: z.literal(true),
      /** The hold that counts (another id when the student already held a seat of this class). */
      holdId: z.uuid(),
      /** The price classes knows now, in cents: what the card is charged. */
      priceCents: z.int().min(0),
      className: z.string(),
      expiresAt: z.iso.datetime({ offset: true }),
      /**
       * Seats of the class still free once this hold counted: payments refuses a rush beyond them without asking
       * (decision 0025). Optional so a payments of this version still understands a classes that does not say it.
       */
      seatsLeft: z.int().min(0).optional(),
    }),
    z.object({
      ok: z.literal(false),
      /**
       * `hold-limit`: the student already holds as many seats as one may (of other classes); `cooling-down`: their
       * last hold of this class lapsed or was given up while others were waiting (decision 0029).
       */
      reason: z.enum(['not-found', 'not-approved', 'full', 'hold-limit', 'cooling-down']),
      message: z.string(),
    }),
  ]),
);

/**
 * payments → classes: give a held seat back. The reason decides whether the student's next hold of the class waits
 * out a cool-down: `lapsed` (not paid within the window) and `given-up` (the cart item was removed) do, `declined` (the
 * card was refused) and `abandoned` (the attempt failed on the way) do not. Absent, as from an older payments: given-up.
 * With the hold's class and student, a release that overtakes its own hold request (whose answer payments gave up
 * waiting for) is written down, so the hold request, arriving late, takes no seat.
 */
export const CLASSES_SEAT_RELEASE = defineRequest(
  'classes.seat.release.v1',
  z.object({
    holdId: z.uuid(),
    reason: z.enum(['lapsed', 'given-up', 'declined', 'abandoned']).optional(),
    classId: z.uuid().optional(),
    studentId: z.uuid().optional(),
  }),
  z.object({ released: z.boolean() }),
);

/**
 * payments → classes: the student is still paying; hold the seat one more window, never past the hold's maximum and
 * never while others are waiting for a seat of the class (decision 0029).
 */
export const CLASSES_SEAT_EXTEND = defineRequest(
  'classes.seat.extend.v1',
  z.object({ holdId: z.uuid() }),
  z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), expiresAt: z.iso.datetime({ offset: true }) }),
    z.object({
      ok: z.literal(false),
      reason: z.enum(['not-held', 'others-waiting', 'at-most']),
      message: z.string(),
      /** The hold's expiry as it stays (absent when it is no longer held). */
      expiresAt: z.iso.datetime({ offset: true }).optional(),
    }),
  ]),
);

/**
 * payments → classes: the payment intent created for a held seat. classes turns a hold into an enrolment only for a
 * payment of that intent (or, for a free class, of no card at all), so a payment.completed that names another
 * transaction is refused whoever sent it. Answers false for a hold that is not held or has another intent.
 */
export const CLASSES_SEAT_ATTACH = defineRequest(
  'classes.seat.attach.v1',
  z.object({ holdId: z.uuid(), intentId: z.string().min(1).max(255) }),
  z.object({ attached: z.boolean() }),
);

/**
 * payments → classes: students turned away from the class as full without classes being asked (payments' queue knew
 * the seats were taken), gathered for a moment so a rush sends a few of these. classes counts them as waiting, as it
 * does those it refuses itself (decision 0029).
 */
export const CLASSES_SEAT_WAITING = defineRequest(
  'classes.seat.waiting.v1',
  z.object({ classId: z.uuid(), studentIds: z.array(z.uuid()).min(1).max(500) }),
  z.object({ recorded: z.int().min(0) }),
);
