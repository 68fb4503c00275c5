// The rules of students' reviews of classes (issue 36, point 4; decision 0043) that front ends need without zod: the
// schemas that enforce them are in review.api.ts.

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  textMax: 2000,
  answerMax: 2000,
  reasonMax: 500,
  /** A review can be edited for this many days after it was first written. */
  editDays: 30,
  pageSizeMax: 20,
} as const;

/** Reviews per page of GET /classes/{id}/reviews when `pageSize` is not given. */
export const DEFAULT_REVIEW_PAGE_SIZE = 5;

export const REVIEW_MESSAGES = {
  rating: `Rating must be a whole number from ${REVIEW_LIMITS.ratingMin} to ${REVIEW_LIMITS.ratingMax}`,
  textLength: `A review must be at most ${REVIEW_LIMITS.textMax} characters`,
  answerRequired: 'The answer cannot be empty',
  answerLength: `An answer must be at most ${REVIEW_LIMITS.answerMax} characters`,
  reasonRequired: 'Say why the review is hidden',
  reasonLength: `The reason must be at most ${REVIEW_LIMITS.reasonMax} characters`,
  onlyStudents: 'Only students can review classes',
  notEnrolled: 'Only students enrolled in this class can review it',
  notStarted: 'You can review this class once its first session has started',
  editWindowOver: `A review can only be changed within ${REVIEW_LIMITS.editDays} days of writing it`,
  noReview: 'You have not reviewed this class',
  reviewNotFound: 'Review not found',
  invalidReviewId: 'Invalid review id',
  notYourClass: "Only the class's instructor can answer its reviews",
  alreadyAnswered: 'This review has already been answered; an answer cannot be changed',
  alreadyHidden: 'This review is already hidden',
  notHidden: 'This review is not hidden',
} as const;

/** The average shown for a class: one decimal, or null without reviews. */
export function ratingAverageOf(count: number, total: number): number | null {
  return count > 0 ? Math.round((total * 10) / count) / 10 : null;
}
