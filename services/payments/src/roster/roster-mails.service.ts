import { Inject, Injectable } from '@nestjs/common';
import {
  ROSTER_MAIL_REQUESTED_V1,
  ROSTER_MESSAGES,
  rosterMailRequestSchema,
  type RosterMailSentDto,
} from '@classhub/contracts';
import { badRequest, DRIZZLE, OutboxWriter, type AuthenticatedUser } from '@classhub/nest-kit';
import type { z } from 'zod';
import type { PaymentsDb } from '../db/payments-db.js';
import { RosterAccess } from './roster-access.js';
import { RosterMailLimit } from './roster-mail-limit.js';
import { enrolledStudents } from './roster.service.js';

type RosterMail = z.output<typeof rosterMailRequestSchema>;

/**
 * An instructor's mail to a class's enrolled students (decision 0042): the send is counted first (Redis, shared by
 * every replica), then the students enrolled at that moment are read and the event naming them is written to the
 * outbox in one transaction; notifications sends one mail per student. A send that fails gives its count back.
 */
@Injectable()
export class RosterMailsService {
  constructor(
    @Inject(DRIZZLE) private readonly db: PaymentsDb,
    private readonly access: RosterAccess,
    private readonly limit: RosterMailLimit,
    private readonly outbox: OutboxWriter,
  ) {}

  async send(instructor: AuthenticatedUser, classId: string, mail: RosterMail): Promise<RosterMailSentDto> {
    const found = await this.access.classFor(instructor, classId, ROSTER_MESSAGES.onlyInstructorMails);
    // Refused before counting: a class with nobody to mail does not spend the instructor's sends.
    if ((await enrolledStudents(this.db, classId)).length === 0) throw badRequest(ROSTER_MESSAGES.noStudents);
    const spent = await this.limit.take(instructor.id, classId);
    try {
      return await this.db.transaction(async (tx) => {
        const recipients = await enrolledStudents(tx, classId);
        if (recipients.length === 0) throw badRequest(ROSTER_MESSAGES.noStudents);
        const mailId = crypto.randomUUID();
        await this.outbox.enqueue(tx, ROSTER_MAIL_REQUESTED_V1, {
          mailId,
          classId,
          className: found.className,
          instructorName: found.instructorName,
          instructorEmail: found.instructorEmail,
          subject: mail.subject,
          message: mail.message,
          recipients,
        });
        return { mailId, recipients: recipients.length };
      });
    } catch (error) {
      await spent.giveBack();
      throw error;
    }
  }
}
