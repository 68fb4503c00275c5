import { z } from 'zod';
import { defineRequest } from '../requests/request-definition.js';

/**
 * notifications → classes: a class's sessions (decision 0040), so that the receipt mail can carry the calendar file of
 * the class. Classes answers `found: false` for a class it does not know; a class without sessions has none.
 */
export const CLASSES_CLASS_SCHEDULE = defineRequest(
  'classes.class.schedule.v1',
  z.object({ classId: z.uuid() }),
  z.object({
    found: z.boolean(),
    className: z.string().optional(),
    instructorName: z.string().optional(),
    instructorEmail: z.string().optional(),
    /** The joining link, for the calendar event of an enrolled student's receipt; absent when there is none. */
    meetingUrl: z.string().optional(),
    sessions: z.array(z.object({ startsAt: z.iso.datetime({ offset: true }), durationMinutes: z.int().min(1) })),
  }),
);
