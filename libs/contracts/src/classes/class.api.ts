import { z } from 'zod';
import type { ClassDto } from './class.dto.js';
import { CLASS_LIMITS, CLASS_MESSAGES, CLASS_SORTS, hasAtMostTwoDecimals } from './class.rules.js';

// A form sends numbers as numbers; a careless client may send "12". Both are accepted, anything else is refused.
const numeric = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).refine(Number.isFinite, message),
  );

// Class images live in the classes service's media area: uploaded through POST /media/classes first.
export const CLASS_IMAGE_PATH = /^\/api\/media\/classes\/[\w-]+\.(?:png|jpe?g|webp|gif|svg)$/;

export const classNameSchema = z
  .string({ error: CLASS_MESSAGES.nameRequired })
  .trim()
  .min(1, CLASS_MESSAGES.nameRequired)
  .min(CLASS_LIMITS.nameMin, CLASS_MESSAGES.nameLength)
  .max(CLASS_LIMITS.nameMax, CLASS_MESSAGES.nameLength);

export const availableSeatsSchema = numeric(CLASS_MESSAGES.seats).pipe(
  z.int(CLASS_MESSAGES.seats).min(CLASS_LIMITS.seatsMin, CLASS_MESSAGES.seats).max(CLASS_LIMITS.seatsMax, CLASS_MESSAGES.seats),
);

export const priceSchema = numeric(CLASS_MESSAGES.price).pipe(
  z
    .number()
    .min(0, CLASS_MESSAGES.price)
    .max(CLASS_LIMITS.priceMax, CLASS_MESSAGES.price)
    .refine(hasAtMostTwoDecimals, CLASS_MESSAGES.priceCents),
);

/**
 * POST /classes: the spec's payload. Instructor name and email come from the token and `enrolled` is always 0, so
 * those keys are accepted for compatibility and ignored.
 */
export const createClassRequestSchema = z.object({
  className: classNameSchema,
  availableSeats: availableSeatsSchema,
  price: priceSchema,
  classImage: z
    .string({ error: CLASS_MESSAGES.imageRequired })
    .trim()
    .min(1, CLASS_MESSAGES.imageRequired)
    .regex(CLASS_IMAGE_PATH, CLASS_MESSAGES.imageNotUploaded),
  enrolled: z.unknown().optional(),
  instructorName: z.unknown().optional(),
  instructorEmail: z.unknown().optional(),
});
export type CreateClassRequest = z.input<typeof createClassRequestSchema>;
export type CreateClass = z.output<typeof createClassRequestSchema>;

/** PUT /feedback/{id}: the spec's `{feedback, id}`; `id`, when sent, must be the class in the path. */
export const feedbackRequestSchema = z.object({
  feedback: z
    .string({ error: CLASS_MESSAGES.feedbackRequired })
    .trim()
    .min(1, CLASS_MESSAGES.feedbackRequired)
    .max(CLASS_LIMITS.feedbackMax, CLASS_MESSAGES.feedbackLength),
  id: z.string().optional(),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

// A price filter in dollars: it is compared with stored cents, so anything above the highest price a class may have
// is refused rather than overflowing the database's integer.
const optionalPrice = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, message)
    .transform(Number)
    .refine((value) => value <= CLASS_LIMITS.priceMax, message)
    .optional();

const optionalInt = (message: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, message)
    .optional();

/**
 * GET /approvedclass query (all optional). Without `page` and `pageSize` the answer is the spec's plain array;
 * with either, it is a `ClassPage`.
 */
export const approvedClassesQuerySchema = z
  .object({
    q: z.string().trim().max(CLASS_LIMITS.searchMax, `Search text must be at most ${CLASS_LIMITS.searchMax} characters`).optional(),
    minPrice: optionalPrice(`minPrice must be a price from 0 to ${CLASS_LIMITS.priceMax} such as 10 or 19.99`),
    maxPrice: optionalPrice(`maxPrice must be a price from 0 to ${CLASS_LIMITS.priceMax} such as 10 or 19.99`),
    available: z.enum(['true', 'false'], { error: 'available must be true or false' }).optional(),
    sort: z.enum(CLASS_SORTS, { error: `sort must be one of ${CLASS_SORTS.join(', ')}` }).optional(),
    page: optionalInt('page must be a whole number of at least 1', 1_000_000),
    pageSize: optionalInt(`pageSize must be a whole number from 1 to ${CLASS_LIMITS.pageSizeMax}`, CLASS_LIMITS.pageSizeMax),
  })
  .refine(
    ({ minPrice, maxPrice }) => minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice,
    'minPrice cannot be above maxPrice',
  );
export type ApprovedClassesQueryInput = z.input<typeof approvedClassesQuerySchema>;
export type ApprovedClassesQuery = z.output<typeof approvedClassesQuerySchema>;

/** A page of GET /approvedclass (when `page` or `pageSize` is asked). */
export interface ClassPage {
  items: ClassDto[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST /classes answer. */
export interface InsertedResponse {
  insertedId: string;
}

/** PATCH /classe/approved|denied/{id} and PUT /feedback/{id} answer: above 0 means it changed. */
export interface ModifiedResponse {
  modifiedCount: number;
}
