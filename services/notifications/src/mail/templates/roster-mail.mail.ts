import type { EventData, ROSTER_MAIL_REQUESTED_V1 } from '@classhub/contracts';
import { paragraph, quote, type MailContent } from './mail-content.js';

export type RosterMail = EventData<typeof ROSTER_MAIL_REQUESTED_V1>;

/**
 * An instructor's message to the students of a class (decision 0042): the subject says which class, the body who wrote
 * it and how to answer them; their words are quoted as plain text (the layout escapes them in the HTML part).
 */
export function rosterMail(mail: RosterMail, studentName: string): MailContent {
  return {
    subject: `[${mail.className}] ${mail.subject}`,
    heading: `A message about "${mail.className}"`,
    greetingName: studentName,
    blocks: [
      paragraph(`${mail.instructorName}, who teaches "${mail.className}", wrote to the students enrolled in it:`),
      quote(mail.message),
      paragraph(`To answer, write to ${mail.instructorName} at ${mail.instructorEmail}.`),
      paragraph('You get this because you are enrolled in this class on ClassHub.'),
    ],
  };
}
