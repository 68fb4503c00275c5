import { Injectable, Logger } from '@nestjs/common';
import { REVIEW_ANSWERED_V1, REVIEW_HIDDEN_V1, type EventEnvelope } from '@classhub/contracts';
import { OnEvent, type EventsTransaction } from '@classhub/nest-kit';
import { MailOutbox, type MailKind } from '../mail/mail-outbox.js';
import type { MailContent } from '../mail/templates/mail-content.js';
import {
  reviewAnsweredMail,
  reviewHiddenMail,
  type AnsweredReview,
  type HiddenReview,
} from '../mail/templates/review.mail.js';
import { contactOf } from '../users/contact-of.js';

/**
 * A student's review of a class hidden by an admin, or answered by the instructor (decision 0043): the author is told,
 * whatever their preferences, as it is about what they wrote. Keyed by the event: a redelivery mails nothing more, and
 * a review hidden again after being shown is told again.
 */
@Injectable()
export class ReviewMailsHandler {
  private readonly logger = new Logger(ReviewMailsHandler.name);

  constructor(private readonly outbox: MailOutbox) {}

  @OnEvent(REVIEW_HIDDEN_V1)
  async onHidden(review: HiddenReview, tx: EventsTransaction, envelope: EventEnvelope): Promise<void> {
    await this.mailAuthor(tx, envelope.id, review, 'review-hidden', (name) =>
      reviewHiddenMail(review, name, this.outbox.site),
    );
  }

  @OnEvent(REVIEW_ANSWERED_V1)
  async onAnswered(review: AnsweredReview, tx: EventsTransaction): Promise<void> {
    // One answer per review: keyed by the review.
    await this.mailAuthor(tx, review.reviewId, review, 'review-answered', (name) =>
      reviewAnsweredMail(review, name, this.outbox.site),
    );
  }

  private async mailAuthor(
    tx: EventsTransaction,
    key: string,
    review: HiddenReview | AnsweredReview,
    kind: MailKind,
    content: (studentName: string) => MailContent,
  ): Promise<void> {
    const student = await contactOf(tx, review.studentId);
    // An author unknown here has deleted their account: nobody to write to.
    if (!student) {
      this.logger.warn(`No contact for student ${review.studentId}: review ${review.reviewId} not mailed (${kind})`);
      return;
    }
    await this.outbox.enqueue(tx, key, kind, student, content(student.name));
  }
}
