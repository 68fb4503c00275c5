// The classes service's answers, described once: the DTO types are these schemas' outputs, and docs/api/openapi.yaml
// shows them. They describe; the service's answers are never parsed with them.
import * as z from 'zod/mini';
import { documented, idSchema, storedEmailSchema, wholeNumberSchema } from '../http/api-schemas.js';
import { CLASS_STATUSES } from './class.dto.js';
import { CLASS_LIMITS } from './class.rules.js';
import { SCHEDULE_LIMITS } from './class-schedule.js';

const dateTime = (description: string) => documented(z.string(), { format: 'date-time', description });

/** One meeting of a class (issue 36). */
export const classSessionSchema = documented(
  z.object({
    startsAt: dateTime('When the session starts (an instant; show it in the viewer’s time zone).'),
    durationMinutes: wholeNumberSchema(SCHEDULE_LIMITS.durationMin, SCHEDULE_LIMITS.durationMax),
  }),
  { id: 'ClassSession' },
);

const sessionsSchema = z.array(classSessionSchema).check(z.maxLength(SCHEDULE_LIMITS.sessionsMax));

export const classStatusSchema = documented(z.enum(CLASS_STATUSES), { id: 'ClassStatus' });

const publicClassShape = {
  _id: idSchema,
  className: z.string().check(z.minLength(CLASS_LIMITS.nameMin), z.maxLength(CLASS_LIMITS.nameMax)),
  classImage: documented(z.string(), { description: 'Image URL, e.g. `/api/media/classes/<name>.png`.' }),
  instructorName: z.string(),
  instructorEmail: storedEmailSchema(),
  availableSeats: documented(wholeNumberSchema(0), { description: 'Seats left; 0 means the class is full.' }),
  price: documented(z.number().check(z.gte(0), z.lte(CLASS_LIMITS.priceMax)), {
    description: 'In dollars, to 2 decimal places.',
  }),
  enrolled: wholeNumberSchema(0),
  status: classStatusSchema,
  // Issue 36 (decision 0040): optional so that older answers and fixtures still match. The joining link is never
  // here: only GET /classes/{id}/joining gives it, to those who may join.
  description: z.optional(
    documented(z.string().check(z.maxLength(SCHEDULE_LIMITS.descriptionMax)), {
      description: 'Plain text; paragraphs are separated by blank lines.',
    }),
  ),
  learningOutcomes: z.optional(
    documented(z.string().check(z.maxLength(SCHEDULE_LIMITS.learningOutcomesMax)), {
      description: 'What a student learns: plain text, one outcome per line.',
    }),
  ),
  timeZone: z.optional(
    documented(z.string(), { description: 'The IANA zone the instructor planned the sessions in.' }),
  ),
  sessions: z.optional(sessionsSchema),
  startsAt: z.optional(dateTime("The first session's start; absent for a class without sessions.")),
  endsAt: z.optional(dateTime("The last session's end; the class is no longer sold after it.")),
  nextSessionAt: z.optional(dateTime('The start of the first session not yet over when the answer was made.')),
  // Issue 36, point 4 (decision 0043): the visible reviews' average (one decimal) and count; optional for older answers.
  ratingAverage: z.optional(
    z.nullable(
      documented(z.number().check(z.gte(1), z.lte(5)), { description: 'One decimal; null when nobody reviewed yet.' }),
    ),
  ),
  ratingCount: z.optional(documented(wholeNumberSchema(0), { description: 'Visible reviews (hidden ones excluded).' })),
};

export const publicClassSchema = documented(z.object(publicClassShape), {
  id: 'PublicClass',
  description: "A class as the public catalogue shows it (`ClassDto` without the admin's `feedback`).",
});

export const classSchema = documented(
  z.object({
    ...publicClassShape,
    feedback: z.optional(
      documented(z.string().check(z.maxLength(CLASS_LIMITS.feedbackMax)), {
        description: "The admin's feedback; left out when there is none.",
      }),
    ),
    waitlistLength: z.optional(
      documented(wholeNumberSchema(0), {
        description: 'Students in the waitlist of this full class, those holding an offered seat included.',
      }),
    ),
    // Decision 0041: a cancelled class stays listed for its instructor and admins, marked, with the reason given.
    cancelledAt: z.optional(documented(z.string(), { description: 'When the class was cancelled; absent otherwise.' })),
    cancelReason: z.optional(z.string()),
  }),
  {
    id: 'Class',
    description: "The spec's Class (`ClassDto`) as its instructor and admins see it, with the admin's feedback.",
  },
);

export const classPageSchema = documented(
  z.object({
    items: z.array(publicClassSchema).check(z.maxLength(CLASS_LIMITS.pageSizeMax)),
    total: documented(wholeNumberSchema(0), { description: 'Matching classes on all pages.' }),
    page: wholeNumberSchema(1),
    pageSize: wholeNumberSchema(1, CLASS_LIMITS.pageSizeMax),
  }),
  { id: 'ClassPage', description: 'A page of `GET /approvedclass` (when `page` or `pageSize` is given).' },
);

/** GET /classes/{id}/joining: what an enrolled student needs to attend. */
export const classJoiningSchema = documented(
  z.object({
    classId: idSchema,
    className: z.string(),
    meetingUrl: z.nullable(
      documented(z.string(), { description: 'The online meeting; null until the instructor sets one.' }),
    ),
    timeZone: z.string(),
    sessions: sessionsSchema,
  }),
  { id: 'ClassJoining', description: 'Shown only to enrolled students, the class’s instructor and admins.' },
);

export const insertedResponseSchema = documented(z.object({ insertedId: idSchema }), { id: 'InsertedResponse' });

/** Above 0 means it changed. */
export const modifiedCountSchema = documented(z.object({ modifiedCount: wholeNumberSchema(0, 1) }), {
  id: 'ModifiedCount',
});
