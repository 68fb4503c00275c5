import { Injectable } from '@nestjs/common';
import {
  CLASS_APPROVED_V1,
  CLASS_DENIED_V1,
  CLASS_FEEDBACK_SENT_V1,
  type ClassSnapshot,
  type EventData,
  type EventEnvelope,
} from '@classhub/contracts';
import { OnEvent, type EventsTransaction } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import { MailOutbox, type MailKind } from '../mail/mail-outbox.js';
import { classApprovedMail } from '../mail/templates/class-approved.mail.js';
import { classDeniedMail } from '../mail/templates/class-denied.mail.js';
import { classFeedbackMail } from '../mail/templates/class-feedback.mail.js';
import type { MailContent } from '../mail/templates/mail-content.js';
import { MailPreferencesService } from '../preferences/mail-preferences.service.js';
import { userContacts } from '../users/user-contact.entity.js';

type Feedback = EventData<typeof CLASS_FEEDBACK_SENT_V1>;

/** An admin's review of a class, mailed to its instructor unless they turned class-review mails off. */
@Injectable()
export class ClassReviewMailsHandler {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly preferences: MailPreferencesService,
  ) {}

  @OnEvent(CLASS_APPROVED_V1)
  async onApproved(snapshot: ClassSnapshot, tx: EventsTransaction, envelope: EventEnvelope): Promise<void> {
    await this.mailInstructor(
      tx,
      envelope.id,
      'class-approved',
      snapshot,
      classApprovedMail(snapshot, this.outbox.site),
    );
  }

  @OnEvent(CLASS_DENIED_V1)
  async onDenied(snapshot: ClassSnapshot, tx: EventsTransaction, envelope: EventEnvelope): Promise<void> {
    await this.mailInstructor(tx, envelope.id, 'class-denied', snapshot, classDeniedMail(snapshot, this.outbox.site));
  }

  @OnEvent(CLASS_FEEDBACK_SENT_V1)
  async onFeedback(feedback: Feedback, tx: EventsTransaction, envelope: EventEnvelope): Promise<void> {
    await this.mailInstructor(
      tx,
      envelope.id,
      'class-feedback',
      feedback,
      classFeedbackMail(feedback, this.outbox.site),
    );
  }

  private async mailInstructor(
    tx: EventsTransaction,
    eventId: string,
    kind: MailKind,
    snapshot: ClassSnapshot,
    content: MailContent,
  ): Promise<void> {
    if (!(await this.preferences.wantsByEmail(tx, snapshot.instructorEmail, 'classReviews'))) return;
    const [known] = await tx
      .select({ userId: userContacts.userId })
      .from(userContacts)
      .where(eq(userContacts.email, snapshot.instructorEmail));
    const to = { email: snapshot.instructorEmail, name: snapshot.instructorName, userId: known?.userId };
    await this.outbox.enqueue(tx, eventId, kind, to, content);
  }
}
