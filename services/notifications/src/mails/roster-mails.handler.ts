import { Injectable } from '@nestjs/common';
import { ROSTER_MAIL_REQUESTED_V1 } from '@classhub/contracts';
import { OnEvent, type EventsTransaction } from '@classhub/nest-kit';
import { MailOutbox } from '../mail/mail-outbox.js';
import { rosterMail, type RosterMail } from '../mail/templates/roster-mail.mail.js';

/**
 * An instructor's mail to a class's students (decision 0042): one mail to each student payments named when it was
 * sent, keyed by the mail and the student, so a redelivered event (or the same mail in a new one) sends nothing twice.
 * Sent whatever the mail preferences: they cover review and role notices, and this is the class the student is in
 * speaking to them.
 */
@Injectable()
export class RosterMailsHandler {
  constructor(private readonly outbox: MailOutbox) {}

  @OnEvent(ROSTER_MAIL_REQUESTED_V1)
  async onRosterMail(mail: RosterMail, tx: EventsTransaction): Promise<void> {
    for (const student of mail.recipients) {
      const to = { userId: student.studentId, email: student.email, name: student.name };
      await this.outbox.enqueue(tx, mail.mailId, 'roster-mail', to, rosterMail(mail, student.name));
    }
  }
}
