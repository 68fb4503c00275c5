import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG, type EventsTransaction } from '@classhub/nest-kit';
import { sql } from 'drizzle-orm';
import type { NotificationsConfig } from '../config/notifications.config.js';
import { mailQueue, type MailAttachment } from './mail-queue.entity.js';
import { sentMails } from './sent-mail.entity.js';
import { renderMail } from './templates/mail-layout.js';
import type { MailContent, MailSite } from './templates/mail-content.js';

/** The kinds of mail, as the queue and the sent-log name them. */
export type MailKind =
  | 'welcome'
  | 'role-changed'
  | 'class-approved'
  | 'class-denied'
  | 'class-feedback'
  | 'receipt'
  | 'refund-succeeded'
  | 'refund-failed'
  | 'refund-failed-admin'
  | 'password-reset'
  | 'email-verification'
  | 'password-changed'
  | 'contact-reply'
  | 'waitlist-offer'
  | 'account-suspended'
  | 'account-reactivated'
  | 'waitlist-offer-expired'
  | 'class-cancelled'
  | 'class-cancelled-waitlist'
  | 'class-cancelled-instructor'
  | 'class-edit-approved'
  | 'class-edit-denied'
  | 'roster-mail'
  | 'review-hidden'
  | 'review-answered';

export interface MailRecipient {
  email: string;
  name: string;
  /** The recipient's account, when known. */
  userId?: string;
}

/**
 * A mail's unique key: one mail of a kind to one address per event (or per what the event is about, such as an offer),
 * however often the event is delivered.
 */
export const mailKeyOf = (eventId: string, kind: MailKind, email: string) =>
  `${eventId}:${kind}:${email.toLowerCase()}`;

/**
 * Queues mails inside the transaction that applies their event (decision 0036): if the transaction rolls back, so
 * does the mail; if it commits, the sender sends it. A key queued or sent before is not queued again.
 */
@Injectable()
export class MailOutbox {
  readonly site: MailSite;

  constructor(@Inject(SERVICE_CONFIG) config: NotificationsConfig) {
    this.site = { publicUrl: config.PUBLIC_URL, supportEmail: config.SUPPORT_EMAIL };
  }

  async enqueue(
    tx: EventsTransaction,
    eventId: string,
    kind: MailKind,
    to: MailRecipient,
    content: MailContent,
    attachments?: MailAttachment[],
  ): Promise<void> {
    const mailKey = mailKeyOf(eventId, kind, to.email);
    const mail = renderMail(content);
    const alreadySent = await tx
      .select({ key: sentMails.mailKey })
      .from(sentMails)
      .where(sql`${sentMails.mailKey} = ${mailKey}`);
    if (alreadySent.length > 0) return;
    await tx
      .insert(mailQueue)
      .values({
        mailKey,
        kind,
        userId: to.userId ?? null,
        toEmail: to.email,
        toName: to.name,
        ...mail,
        attachments: attachments?.length ? attachments : null,
      })
      .onConflictDoNothing({ target: mailQueue.mailKey });
  }
}
