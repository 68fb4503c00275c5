// Students' reviews of classes (issue 36, point 4; decision 0043): requests and answers, described once with zod's mini
// API (the class page's review form bundles only these checks). Answers are never parsed with their schemas.
import * as z from 'zod/mini';
import { documented, idSchema, wholeNumberSchema } from '../http/api-schemas.js';
import { decimalText } from '../input/decimal-number.js';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from './review.rules.js';

/** PUT /classes/{id}/review: a whole rating from 1 to 5 and optional plain text. */
export const writeReviewRequestSchema = z.object({
  rating: z
    .int(REVIEW_MESSAGES.rating)
    .check(
      z.gte(REVIEW_LIMITS.ratingMin, REVIEW_MESSAGES.rating),
      z.lte(REVIEW_LIMITS.ratingMax, REVIEW_MESSAGES.rating),
    ),
  text: z.optional(
    z
      .string(REVIEW_MESSAGES.textLength)
      .check(z.trim(), z.maxLength(REVIEW_LIMITS.textMax, REVIEW_MESSAGES.textLength)),
  ),
});
export type WriteReview = z.output<typeof writeReviewRequestSchema>;

/** Trimmed plain text that must not be empty, up to `max` characters. */
const requiredText = (required: string, max: number, tooLong: string) =>
  z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** POST /reviews/{id}/answer: the instructor's one answer. */
export const answerReviewRequestSchema = z.object({
  text: requiredText(REVIEW_MESSAGES.answerRequired, REVIEW_LIMITS.answerMax, REVIEW_MESSAGES.answerLength),
});

/** POST /reviews/{id}/hide: why the admin hides it (the author is told). */
export const hideReviewRequestSchema = z.object({
  reason: requiredText(REVIEW_MESSAGES.reasonRequired, REVIEW_LIMITS.reasonMax, REVIEW_MESSAGES.reasonLength),
});

const pageNumber = (message: string, max: number) =>
  z.optional(z.pipe(decimalText(/^\d{1,6}$/, message), z.int().check(z.gte(1, message), z.lte(max, message))));

/** GET /classes/{id}/reviews: newest first, a page at a time; past the last page, no items. */
export const reviewsQuerySchema = z.object({
  page: pageNumber('page must be a whole number of at least 1', 1_000_000),
  pageSize: pageNumber(
    `pageSize must be a whole number from 1 to ${REVIEW_LIMITS.pageSizeMax}`,
    REVIEW_LIMITS.pageSizeMax,
  ),
});
export type ReviewsQuery = z.output<typeof reviewsQuerySchema>;

const instant = () => documented(z.string(), { format: 'date-time' });

export const classReviewSchema = documented(
  z.object({
    _id: idSchema,
    classId: idSchema,
    studentName: z.string(),
    rating: wholeNumberSchema(REVIEW_LIMITS.ratingMin, REVIEW_LIMITS.ratingMax),
    text: documented(z.string(), { description: 'Plain text; empty when the student only rated.' }),
    createdAt: instant(),
    updatedAt: instant(),
    answer: z.optional(
      documented(z.object({ text: z.string(), answeredAt: instant() }), {
        description: "The class's instructor's answer, given once.",
      }),
    ),
    hidden: z.optional(
      documented(z.object({ reason: z.string(), hiddenAt: instant() }), {
        description: 'Set when an admin hid the review; only admins and its author see a hidden review.',
      }),
    ),
  }),
  { id: 'ClassReview', description: "A student's rating of a class and its optional text (plain text)." },
);
export interface ClassReviewDto extends z.output<typeof classReviewSchema> {}

export const classReviewPageSchema = documented(
  z.object({
    items: z.array(classReviewSchema).check(z.maxLength(REVIEW_LIMITS.pageSizeMax)),
    total: documented(wholeNumberSchema(0), { description: 'Reviews the caller may see on all pages.' }),
    page: wholeNumberSchema(1),
    pageSize: wholeNumberSchema(1, REVIEW_LIMITS.pageSizeMax),
  }),
  { id: 'ClassReviewPage', description: 'Newest first; hidden reviews only for admins (and their author).' },
);

export const myClassReviewSchema = documented(
  z.object({
    review: z.nullable(classReviewSchema),
    canWrite: documented(z.boolean(), { description: 'Whether PUT /classes/{id}/review would be accepted now.' }),
    refusal: z.optional(documented(z.string(), { description: 'Why the caller cannot write or edit, when not.' })),
    editableUntil: z.optional(instant()),
  }),
  { id: 'MyClassReview', description: "The caller's review of a class, and whether they may write or edit it." },
);

export const deletedReviewSchema = documented(z.object({ deleted: z.literal(true) }), { id: 'DeletedReview' });
