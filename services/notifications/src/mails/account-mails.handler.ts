import { Injectable } from '@nestjs/common';
import {
  CONTACT_REPLIED_V1,
  EMAIL_VERIFICATION_REQUESTED_V1,
  PASSWORD_CHANGED_V1,
  PASSWORD_RESET_REQUESTED_V1,
  type EventData,
  type EventEnvelope,
} from '@classhub/contracts';
import { OnEvent, type EventsTransaction } from '@classhub/nest-kit';
import { MailOutbox } from '../mail/mail-outbox.js';
import { contactReplyMail } from '../mail/templates/contact-reply.mail.js';
import { emailVerificationMail } from '../mail/templates/email-verification.mail.js';
import { passwordChangedMail } from '../mail/templates/password-changed.mail.js';
import { passwordResetMail } from '../mail/templates/password-reset.mail.js';

type Account = { userId: string; email: string; name: string };
const account = ({ userId, email, name }: Account) => ({ userId, email, name });

/** Links that prove an address, security notices and answers to contact messages: always sent. */
@Injectable()
export class AccountMailsHandler {
  constructor(private readonly outbox: MailOutbox) {}

  @OnEvent(PASSWORD_RESET_REQUESTED_V1)
  async onPasswordReset(
    request: EventData<typeof PASSWORD_RESET_REQUESTED_V1>,
    tx: EventsTransaction,
    envelope: EventEnvelope,
  ): Promise<void> {
    await this.outbox.enqueue(tx, envelope.id, 'password-reset', account(request), passwordResetMail(request));
  }

  /** Sent to the address to prove, which for an email change is not yet the account's. */
  @OnEvent(EMAIL_VERIFICATION_REQUESTED_V1)
  async onVerification(
    request: EventData<typeof EMAIL_VERIFICATION_REQUESTED_V1>,
    tx: EventsTransaction,
    envelope: EventEnvelope,
  ): Promise<void> {
    await this.outbox.enqueue(tx, envelope.id, 'email-verification', account(request), emailVerificationMail(request));
  }

  @OnEvent(PASSWORD_CHANGED_V1)
  async onPasswordChanged(
    change: EventData<typeof PASSWORD_CHANGED_V1>,
    tx: EventsTransaction,
    envelope: EventEnvelope,
  ): Promise<void> {
    const content = passwordChangedMail(change, this.outbox.site);
    await this.outbox.enqueue(tx, envelope.id, 'password-changed', account(change), content);
  }

  @OnEvent(CONTACT_REPLIED_V1)
  async onContactReplied(
    reply: EventData<typeof CONTACT_REPLIED_V1>,
    tx: EventsTransaction,
    envelope: EventEnvelope,
  ): Promise<void> {
    const to = { email: reply.toEmail, name: reply.toName };
    await this.outbox.enqueue(tx, envelope.id, 'contact-reply', to, contactReplyMail(reply));
  }
}
