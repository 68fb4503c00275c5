// Issue 36, point 2 and the class half of point 6 (decision 0041): an instructor edits and cancels a class, an admin
// decides an edit of an approved class and may reverse a decision. Written with zod's mini API like class.api.ts.
import * as z from 'zod/mini';
import { documented, idSchema, wholeNumberSchema } from '../http/api-schemas.js';
import { classBodySchema } from './class.api.js';
import { distinctSessions } from './class-schedule.api.js';
import { CLASS_LIMITS } from './class.rules.js';

export const CLASS_EDIT_LIMITS = { reasonMax: 1_000 } as const;

export const CLASS_EDIT_MESSAGES = {
  notYourClass: 'Only the instructor who added this class can change it',
  cancelled: 'This class was cancelled; it can no longer be changed',
  alreadyCancelled: 'This class is already cancelled',
  seatsBelowTaken: (taken: number) =>
    `Seats cannot be fewer than the ${taken} already enrolled, held in a checkout or offered to the waitlist`,
  noPendingEdit: 'This class has no edit waiting for review',
  reasonRequired: 'Give a reason',
  reasonLength: `The reason must be at most ${CLASS_EDIT_LIMITS.reasonMax} characters`,
  notDecided: 'Only an approved or denied class can have its decision reversed; this one is still pending',
} as const;

/**
 * PUT /classes/{id}/edit: every field the instructor can change, as Add A Class sends them (name, image, seats, price,
 * description, outcomes, time zone, joining link, sessions; decision 0040). Seats are the new total of the class.
 * No two sessions at once; whether each starts in the future depends on the class (its own past sessions may be sent
 * back unchanged), so the classes service checks that with `editedSessionsRule` once it has read them.
 */
// Pure: the admin pages read CLASS_EDIT_LIMITS from this module and must not bundle zod for it (decision 0026).
export const classEditRequestSchema = /* @__PURE__ */ classBodySchema.check(
  /* @__PURE__ */ distinctSessions(() => true),
);

/**
 * An edit's sessions against the class's stored ones (epoch milliseconds): a session it already has may stay as it is,
 * a new one must start in the future.
 */
export const editedSessionsRule = (kept: ReadonlySet<number>) =>
  z
    .object({ sessions: classBodySchema.shape.sessions, timeZone: classBodySchema.shape.timeZone })
    .check(distinctSessions((time) => kept.has(time)));
export type ClassEditRequest = z.input<typeof classEditRequestSchema>;
export type ClassEdit = z.output<typeof classEditRequestSchema>;

const reasonText = z
  .string({ error: CLASS_EDIT_MESSAGES.reasonRequired })
  .check(
    z.trim(),
    z.minLength(1, CLASS_EDIT_MESSAGES.reasonRequired),
    z.maxLength(CLASS_EDIT_LIMITS.reasonMax, CLASS_EDIT_MESSAGES.reasonLength),
  );

/** A reason an admin must give (an edit denied, a decision reversed): the instructor is shown it. */
export const classReasonRequestSchema = z.object({ reason: reasonText });
export type ClassReasonRequest = z.input<typeof classReasonRequestSchema>;

/** POST /classes/{id}/cancel: the reason is optional; the students are told it when given. */
export const cancelClassRequestSchema = z.object({
  reason: z.optional(
    z.string().check(z.trim(), z.maxLength(CLASS_EDIT_LIMITS.reasonMax, CLASS_EDIT_MESSAGES.reasonLength)),
  ),
});
export type CancelClassRequest = z.input<typeof cancelClassRequestSchema>;

/** The editable fields of a class as an edit stores and shows them (price in dollars, seats the total). */
export const classEditFieldsSchema = documented(
  z.object({
    className: z.string().check(z.maxLength(CLASS_LIMITS.nameMax)),
    classImage: z.string(),
    availableSeats: documented(wholeNumberSchema(0), { description: 'Seats of the class in all (taken or not).' }),
    price: z.number(),
    description: z.optional(z.string()),
    learningOutcomes: z.optional(z.string()),
    timeZone: z.optional(z.string()),
    meetingUrl: z.optional(z.string()),
    sessions: z.optional(
      z.array(z.object({ startsAt: documented(z.string(), { format: 'date-time' }), durationMinutes: z.number() })),
    ),
  }),
  { id: 'ClassEditFields', description: 'Sessions as instants; the time zone says how the instructor wrote them.' },
);

export const CLASS_EDIT_STATUSES = ['pending', 'approved', 'denied', 'replaced'] as const;

/** An edit of an approved class: what is on sale now (`current`) and what the instructor asked for (`proposed`). */
export const classEditSchema = documented(
  z.object({
    id: idSchema,
    classId: idSchema,
    className: z.string(),
    instructorName: z.string(),
    status: z.enum(CLASS_EDIT_STATUSES),
    submittedAt: z.string(),
    decidedAt: z.optional(z.string()),
    reason: z.optional(documented(z.string(), { description: "The admin's reason when the edit was denied." })),
    current: classEditFieldsSchema,
    proposed: classEditFieldsSchema,
  }),
  { id: 'ClassEdit', description: 'An edit of an approved class, waiting for review or decided.' },
);
export interface ClassEditDto extends z.output<typeof classEditSchema> {}
export type ClassEditFields = z.output<typeof classEditFieldsSchema>;

/** PUT /classes/{id}/edit answer: applied at once, or kept for the admin's review (an approved class). */
export const classEditOutcomeSchema = documented(
  z.object({
    outcome: z.enum(['applied', 'resubmitted', 'submitted-for-review']),
    class: z.object({ _id: idSchema }),
  }),
  { id: 'ClassEditOutcome' },
);
export interface ClassEditOutcome extends z.output<typeof classEditOutcomeSchema> {}

/** POST /classes/{id}/cancel answer. */
export const classCancelledSchema = documented(
  z.object({
    cancelledAt: z.string(),
    releasedHolds: wholeNumberSchema(0),
    endedWaitlistEntries: wholeNumberSchema(0),
  }),
  { id: 'ClassCancelled' },
);
export interface ClassCancelledDto extends z.output<typeof classCancelledSchema> {}
