// Written with zod's mini API, as the identity schemas are (decision 0026): the instructor's Add A Class page bundles
// only the checks named here, not zod's whole chainable API.
import * as z from 'zod/mini';
import type { classPageSchema, insertedResponseSchema, modifiedCountSchema } from './class.responses.js';
import { COUNT_TEXT, decimalNumber, MONEY_TEXT, decimalText } from '../input/decimal-number.js';
import { CLASS_LIMITS, CLASS_MESSAGES, CLASS_SORTS, hasAtMostTwoDecimals, isChargeablePrice } from './class.rules.js';
import { classFieldsShape, futureDistinctSessions } from './class-schedule.api.js';

// Class images live in the classes service's media area: uploaded through POST /media/classes first.
export const CLASS_IMAGE_PATH = /^\/api\/media\/classes\/[\w-]+\.(?:png|jpe?g|webp|gif|svg)$/;

export const classNameSchema = z
  .string({ error: CLASS_MESSAGES.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, CLASS_MESSAGES.nameRequired),
    z.minLength(CLASS_LIMITS.nameMin, CLASS_MESSAGES.nameLength),
    z.maxLength(CLASS_LIMITS.nameMax, CLASS_MESSAGES.nameLength),
  );

// A form sends numbers as text (an input's value) and a script as JSON numbers: both are accepted, in decimal notation.
export const availableSeatsSchema = z.pipe(
  decimalNumber(COUNT_TEXT, CLASS_MESSAGES.seats),
  z
    .int(CLASS_MESSAGES.seats)
    .check(z.gte(CLASS_LIMITS.seatsMin, CLASS_MESSAGES.seats), z.lte(CLASS_LIMITS.seatsMax, CLASS_MESSAGES.seats)),
);

// "16.001" is in decimal notation but has a decimal too many: it gets the message a JSON 16.001 gets.
const priceTextMessage = (text: string) =>
  /^\d+\.\d{3,}$/.test(text) ? CLASS_MESSAGES.priceCents : CLASS_MESSAGES.price;

export const priceSchema = z.pipe(
  decimalNumber(MONEY_TEXT, CLASS_MESSAGES.price, priceTextMessage),
  z
    .number()
    .check(
      z.gte(0, CLASS_MESSAGES.price),
      z.lte(CLASS_LIMITS.priceMax, CLASS_MESSAGES.price),
      z.refine(hasAtMostTwoDecimals, CLASS_MESSAGES.priceCents),
      z.refine(isChargeablePrice, CLASS_MESSAGES.priceBelowCardMinimum),
    ),
);

/**
 * A class's fields as Add A Class (the spec's payload) and the Edit page send them. Instructor name and email come from
 * the token and `enrolled` is always 0, so those keys are accepted for compatibility and ignored. Issue 36 adds the
 * optional description, outcomes, time zone, joining link and sessions (classFieldsShape). Each route adds its own rule
 * for the sessions' times.
 */
export const classBodySchema = z.object({
  className: classNameSchema,
  availableSeats: availableSeatsSchema,
  price: priceSchema,
  classImage: z
    .string({ error: CLASS_MESSAGES.imageRequired })
    .check(
      z.trim(),
      z.minLength(1, CLASS_MESSAGES.imageRequired),
      z.regex(CLASS_IMAGE_PATH, CLASS_MESSAGES.imageNotUploaded),
    ),
  enrolled: z.optional(z.unknown()),
  instructorName: z.optional(z.unknown()),
  instructorEmail: z.optional(z.unknown()),
  ...classFieldsShape,
});
/** POST /classes: a new class's sessions all start in the future. */
export const createClassRequestSchema = classBodySchema.check(futureDistinctSessions);
export type CreateClassRequest = z.input<typeof createClassRequestSchema>;
export type CreateClass = z.output<typeof createClassRequestSchema>;

/** PUT /feedback/{id}: the spec's `{feedback, id}`; `id`, when sent, must be the class in the path. */
export const feedbackRequestSchema = z.object({
  feedback: z
    .string({ error: CLASS_MESSAGES.feedbackRequired })
    .check(
      z.trim(),
      z.minLength(1, CLASS_MESSAGES.feedbackRequired),
      z.maxLength(CLASS_LIMITS.feedbackMax, CLASS_MESSAGES.feedbackLength),
    ),
  id: z.optional(z.string()),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

// A price filter in dollars: it is compared with stored cents, so anything above the highest price a class may have
// is refused rather than overflowing the database's integer.
const optionalPrice = (message: string) =>
  z.optional(z.pipe(decimalText(MONEY_TEXT, message), z.number().check(z.lte(CLASS_LIMITS.priceMax, message))));

const optionalInt = (message: string, max: number) =>
  z.optional(z.pipe(decimalText(/^\d{1,6}$/, message), z.int().check(z.gte(1, message), z.lte(max, message))));

/**
 * GET /approvedclass query (all optional). Classes that have ended are left out unless `include=ended`. Without
 * `page` and `pageSize` the answer is the spec's plain array;
 * with either, it is a `ClassPage`.
 */
export const approvedClassesQuerySchema = z
  .object({
    q: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(CLASS_LIMITS.searchMax, `Search text must be at most ${CLASS_LIMITS.searchMax} characters`),
        ),
    ),
    minPrice: optionalPrice(`minPrice must be a price from 0 to ${CLASS_LIMITS.priceMax} such as 10 or 19.99`),
    maxPrice: optionalPrice(`maxPrice must be a price from 0 to ${CLASS_LIMITS.priceMax} such as 10 or 19.99`),
    available: z.optional(z.enum(['true', 'false'], { error: 'available must be true or false' })),
    sort: z.optional(z.enum(CLASS_SORTS, { error: `sort must be one of ${CLASS_SORTS.join(', ')}` })),
    // Decision 0040: a class whose last session is over leaves the default view; `include=ended` lists it too.
    include: z.optional(z.enum(['ended'], { error: 'include must be ended (to list classes that have ended too)' })),
    page: optionalInt('page must be a whole number of at least 1', 1_000_000),
    pageSize: optionalInt(
      `pageSize must be a whole number from 1 to ${CLASS_LIMITS.pageSizeMax}`,
      CLASS_LIMITS.pageSizeMax,
    ),
  })
  .check(
    z.refine(
      ({ minPrice, maxPrice }) => minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice,
      'minPrice cannot be above maxPrice',
    ),
  );
export type ApprovedClassesQueryInput = z.input<typeof approvedClassesQuerySchema>;
export type ApprovedClassesQuery = z.output<typeof approvedClassesQuerySchema>;

/** A page of GET /approvedclass (when `page` or `pageSize` is asked). */
export interface ClassPage extends z.output<typeof classPageSchema> {}

/** POST /classes answer. */
export interface InsertedResponse extends z.output<typeof insertedResponseSchema> {}

/** PATCH /classe/approved|denied/{id} and PUT /feedback/{id} answer: above 0 means it changed. */
export interface ModifiedResponse extends z.output<typeof modifiedCountSchema> {}
