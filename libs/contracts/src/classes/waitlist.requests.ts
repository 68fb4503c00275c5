import { z } from 'zod';
import { defineRequest } from '../requests/request-definition.js';

/**
 * payments → classes: does this student hold a live waitlist offer for this class (decision 0038)? Asked only for a
 * class payments sees as full, so the student an offered seat is kept for may still select it and start paying: that
 * start is the claim, and payments then asks for the seat without queueing behind the rush.
 */
export const CLASSES_WAITLIST_OFFER = defineRequest(
  'classes.waitlist.offer.v1',
  z.object({ classId: z.uuid(), studentId: z.uuid() }),
  z.object({
    offered: z.boolean(),
    /** Until when the seat is kept for the student; present when `offered`. */
    expiresAt: z.iso.datetime({ offset: true }).optional(),
  }),
);
