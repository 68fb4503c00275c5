import { z } from 'zod';
import { defineEvent } from '../events/event-definition.js';

const offerSchema = z.object({
  /** The waitlist entry the offer was made on: one offer per entry, so a redelivery is recognised. */
  offerId: z.uuid(),
  classId: z.uuid(),
  className: z.string(),
  studentId: z.uuid(),
});

/**
 * classes offered a freed seat to the first student in a class's waitlist (decision 0038): the seat is held for them
 * alone until `expiresAt`, and counts as taken for everyone else. Written in the transaction that freed the seat, so an
 * offer rolled back is never announced.
 */
export const WAITLIST_OFFER_MADE_V1 = defineEvent(
  'classes.waitlist.offer-made.v1',
  offerSchema.extend({ expiresAt: z.iso.datetime({ offset: true }) }),
);

/** An offer was not claimed in time: the seat went to the next in line, or back to everyone. */
export const WAITLIST_OFFER_EXPIRED_V1 = defineEvent('classes.waitlist.offer-expired.v1', offerSchema);

export const WAITLIST_EVENTS = [WAITLIST_OFFER_MADE_V1, WAITLIST_OFFER_EXPIRED_V1] as const;
