import { Inject, Injectable } from '@nestjs/common';
import {
  ADMIN_ACTION_RECORDED_V1,
  REVIEW_ANSWERED_V1,
  REVIEW_HIDDEN_V1,
  REVIEW_MESSAGES,
  type ClassReviewDto,
} from '@classhub/contracts';
import {
  conflict,
  DRIZZLE,
  forbidden,
  notFound,
  OutboxWriter,
  type AuthenticatedUser,
  type EventsTransaction,
} from '@classhub/nest-kit';
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { classes, type ClassRow } from '../classes/class.entity.js';
import type { ClassesDb } from '../db/classes-db.js';
import { withClassRating } from './class-rating.js';
import { studentReviews, type StudentReviewRow } from './student-review.entity.js';
import { toReviewDto } from './student-review.mapper.js';

/**
 * What others do to a student's review (decision 0043): the class's instructor answers it once; an admin hides it with
 * a reason (it leaves the page and the average, the author is mailed, the audit log keeps it) or shows it again.
 */
@Injectable()
export class ReviewModerationService {
  constructor(
    @Inject(DRIZZLE) private readonly db: ClassesDb,
    private readonly outbox: OutboxWriter,
  ) {}

  async answer(reviewId: string, instructor: AuthenticatedUser, text: string): Promise<ClassReviewDto> {
    const { klass } = await this.reviewOrNotFound(reviewId);
    if (klass.instructorEmail.toLowerCase() !== instructor.email.toLowerCase())
      throw forbidden(REVIEW_MESSAGES.notYourClass);
    const row = await this.db.transaction(async (tx) => {
      // `answer is null` in the UPDATE itself: of two answers at once, one wins and the other is told.
      const [answered] = await tx
        .update(studentReviews)
        .set({ answer: text, answeredAt: sql`now()` })
        .where(and(eq(studentReviews.id, reviewId), isNull(studentReviews.answer)))
        .returning();
      if (!answered) throw conflict(REVIEW_MESSAGES.alreadyAnswered);
      await this.outbox.enqueue(tx, REVIEW_ANSWERED_V1, {
        ...this.aboutReview(answered, klass),
        instructorName: instructor.name,
      });
      return answered;
    });
    return toReviewDto(row);
  }

  async hide(reviewId: string, admin: AuthenticatedUser, reason: string): Promise<ClassReviewDto> {
    return this.moderate(reviewId, isNull(studentReviews.hiddenAt), REVIEW_MESSAGES.alreadyHidden, {
      change: { hiddenAt: sql`now()`, hiddenReason: reason, hiddenBy: admin.id },
      announce: async (tx, hidden, klass) => {
        await this.outbox.enqueue(tx, REVIEW_HIDDEN_V1, { ...this.aboutReview(hidden, klass), reason });
        await this.recordModeration(tx, admin, 'review.hidden', hidden, klass, reason);
      },
    });
  }

  /** A hiding or showing again, for identity's audit log, in the moderation's own transaction. */
  private recordModeration(
    tx: EventsTransaction,
    admin: AuthenticatedUser,
    action: 'review.hidden' | 'review.unhidden',
    review: StudentReviewRow,
    klass: ClassRow,
    reason?: string,
  ) {
    return this.outbox.enqueue(tx, ADMIN_ACTION_RECORDED_V1, {
      actorId: admin.id,
      actorName: admin.name,
      actorEmail: admin.email,
      action,
      targetType: 'review',
      targetId: review.id,
      targetLabel: klass.className,
      ...(reason ? { reason } : {}),
      occurredAt: new Date().toISOString(),
    });
  }

  /** Shows a hidden review again (it counts in the average again); nobody is mailed, the audit log keeps it. */
  async unhide(reviewId: string, admin: AuthenticatedUser): Promise<ClassReviewDto> {
    return this.moderate(reviewId, isNotNull(studentReviews.hiddenAt), REVIEW_MESSAGES.notHidden, {
      change: { hiddenAt: null, hiddenReason: null, hiddenBy: null },
      announce: async (tx, shown, klass) => {
        await this.recordModeration(tx, admin, 'review.unhidden', shown, klass);
      },
    });
  }

  /** One hiding or unhiding, under the class row's lock with its rating counted again (withClassRating). */
  private async moderate(
    reviewId: string,
    state: SQL,
    wrongState: string,
    step: {
      change: PgUpdateSetSource<typeof studentReviews>;
      announce?: (tx: EventsTransaction, review: StudentReviewRow, klass: ClassRow) => Promise<void>;
    },
  ): Promise<ClassReviewDto> {
    const { review } = await this.reviewOrNotFound(reviewId);
    const row = await this.db.transaction((tx) =>
      withClassRating(tx, review.classId, async (klass) => {
        const [changed] = await tx
          .update(studentReviews)
          .set(step.change)
          .where(and(eq(studentReviews.id, reviewId), state))
          .returning();
        if (!changed) throw conflict(wrongState);
        await step.announce?.(tx, changed, klass);
        return changed;
      }),
    );
    if (!row) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    return toReviewDto(row);
  }

  private aboutReview(review: StudentReviewRow, klass: Pick<ClassRow, 'className'>) {
    return { reviewId: review.id, classId: review.classId, className: klass.className, studentId: review.studentId };
  }

  private async reviewOrNotFound(reviewId: string): Promise<{ review: StudentReviewRow; klass: ClassRow }> {
    const [found] = await this.db
      .select({ review: studentReviews, klass: classes })
      .from(studentReviews)
      .innerJoin(classes, eq(classes.id, studentReviews.classId))
      .where(eq(studentReviews.id, reviewId));
    if (!found) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    return found;
  }
}
