import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@classhub/contracts';
import type { AuthenticatedUser, EventsTransaction } from '@classhub/nest-kit';
import type { ClassRow } from '../classes/class.entity.js';
import { seatsOfStudents } from '../waitlist/persistence/seats-given-back.js';
import type { StudentReviewRow } from './student-review.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a caller may not write (or edit) their review of a class now: a 403 or a 409, with the message to show. */
export interface ReviewRefusal {
  status: 403 | 409;
  message: string;
}

/** The end of a review's edit window (decision 0043): 30 days after it was first written. */
export function editableUntil(review: Pick<StudentReviewRow, 'createdAt'>): Date {
  return new Date(review.createdAt.getTime() + REVIEW_LIMITS.editDays * DAY_MS);
}

/**
 * Decision 0043: only a student enrolled in the class now (a converted seat hold not withdrawn by a refund) may review
 * it, once its first session has started (at once for a class without sessions), and edit it for 30 days.
 */
export async function reviewRefusal(
  tx: Pick<EventsTransaction, 'select'>,
  caller: Pick<AuthenticatedUser, 'id' | 'role'>,
  klass: ClassRow,
  existing: StudentReviewRow | undefined,
  now = new Date(),
): Promise<ReviewRefusal | undefined> {
  if (caller.role !== 'student') return { status: 403, message: REVIEW_MESSAGES.onlyStudents };
  const seat = (await seatsOfStudents(tx, klass.id, [caller.id])).get(caller.id);
  if (seat !== 'enrolled') return { status: 403, message: REVIEW_MESSAGES.notEnrolled };
  if (klass.startsAt && klass.startsAt > now) return { status: 409, message: REVIEW_MESSAGES.notStarted };
  if (existing && editableUntil(existing) <= now) return { status: 409, message: REVIEW_MESSAGES.editWindowOver };
  return undefined;
}
