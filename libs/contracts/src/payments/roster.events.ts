import { z } from 'zod';
import { defineEvent } from '../events/event-definition.js';

/**
 * An instructor mailed a class's students (decision 0042). Payments decides who gets it when the instructor presses
 * Send (the students enrolled then), and writes the event in the transaction that counts the send, so notifications
 * mails exactly those students, each once per mail, with the class and the instructor named and replies going to them.
 */
export const ROSTER_MAIL_REQUESTED_V1 = defineEvent(
  'payments.roster.mail-requested.v1',
  z.object({
    mailId: z.uuid(),
    classId: z.uuid(),
    className: z.string(),
    instructorName: z.string(),
    instructorEmail: z.string(),
    subject: z.string(),
    message: z.string(),
    recipients: z.array(z.object({ studentId: z.uuid(), email: z.string(), name: z.string() })),
  }),
);
