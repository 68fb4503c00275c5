// The waitlist's and the live seat figures' answers (decisions 0038, 0039), described once for the API description and
// the clients; never parsed with.
import * as z from 'zod/mini';
import { documented, idSchema, wholeNumberSchema } from '../http/api-schemas.js';
import { UUID_LIST_PATTERN } from '../input/uuid.js';

/** At most this many class ids per seat-figures question (GET /seats, the live stream's snapshot). */
export const SEAT_FIGURES_IDS_MAX = 100;

const CLASS_IDS_MESSAGE = `classes must be 1 to ${SEAT_FIGURES_IDS_MAX} class ids, separated by commas`;

/** `?classes=<id>,<id>`: the classes whose seat figures are asked for (GET /seats, and the live stream's snapshot). */
export const seatFiguresQuerySchema = z.object({
  classes: z.string({ error: CLASS_IDS_MESSAGE }).check(
    z.maxLength(SEAT_FIGURES_IDS_MAX * 37, CLASS_IDS_MESSAGE),
    z.regex(UUID_LIST_PATTERN, CLASS_IDS_MESSAGE),
    z.refine((ids) => ids.split(',').length <= SEAT_FIGURES_IDS_MAX, CLASS_IDS_MESSAGE),
  ),
});

export const WAITLIST_ENTRY_STATUSES = ['waiting', 'offered'] as const;

export const waitlistEntrySchema = documented(
  z.object({
    _id: idSchema,
    classId: idSchema,
    className: z.string(),
    classImage: z.string(),
    /** `offered`: a freed seat is kept for this student until `offerExpiresAt`. */
    status: z.enum(WAITLIST_ENTRY_STATUSES),
    position: documented(wholeNumberSchema(1), {
      description: '1 for the first in line; an offered entry is ahead of everyone waiting (1).',
    }),
    /** How many are in the class's line now, this student included. */
    waiting: wholeNumberSchema(1),
    joinedAt: documented(z.string(), { format: 'date-time' }),
    offerExpiresAt: z.optional(documented(z.string(), { format: 'date-time' })),
  }),
  { id: 'WaitlistEntry', description: "A student's place in a full class's line, or the seat offered to them." },
);

export const leftWaitlistSchema = documented(z.object({ left: z.literal(true) }), { id: 'LeftWaitlist' });

/** What anyone may see of a class's seats, live: never who holds them. */
export const seatFiguresSchema = documented(
  z.object({
    classId: idSchema,
    availableSeats: documented(wholeNumberSchema(0), {
      description: 'Seats anyone may select now; seats held in checkouts or offered from the waitlist are not in it.',
    }),
    enrolled: wholeNumberSchema(0),
    /** False once the class is no longer on sale (its figures then stop changing). */
    open: z.boolean(),
  }),
  { id: 'SeatFigures' },
);

export const seatFiguresListSchema = documented(
  z.object({ classes: z.array(seatFiguresSchema).check(z.maxLength(SEAT_FIGURES_IDS_MAX)) }),
  { id: 'SeatFiguresList', description: 'Figures of the approved classes asked for; unknown ids are left out.' },
);
