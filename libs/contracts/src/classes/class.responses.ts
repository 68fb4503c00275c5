// The classes service's answers, described once: the DTO types are these schemas' outputs, and docs/api/openapi.yaml
// shows them. They describe; the service's answers are never parsed with them.
import * as z from 'zod/mini';
import { documented, idSchema, storedEmailSchema, wholeNumberSchema } from '../http/api-schemas.js';
import { CLASS_STATUSES } from './class.dto.js';
import { CLASS_LIMITS } from './class.rules.js';

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

export const insertedResponseSchema = documented(z.object({ insertedId: idSchema }), { id: 'InsertedResponse' });

/** Above 0 means it changed. */
export const modifiedCountSchema = documented(z.object({ modifiedCount: wholeNumberSchema(0, 1) }), {
  id: 'ModifiedCount',
});
