import { z } from 'zod';

/**
 * Where a student's money stands on a class's roster: no refund, one on its way, refunded (or settled by an admin),
 * or failed and waiting for an admin (decision 0042).
 */
export const ROSTER_REFUND_STATES = ['none', 'requested', 'refunded', 'failed'] as const;
export type RosterRefundState = (typeof ROSTER_REFUND_STATES)[number];

/** A mail to a class's students: a subject line and plain text (never HTML: notifications escapes it). */
export const ROSTER_MAIL_LIMITS = { subject: 150, message: 5000 } as const;

/** How often an instructor may mail a class's students: per class per hour, and over all their classes per day. */
export const ROSTER_MAIL_RATE = { perClassPerHour: 3, perInstructorPerDay: 10 } as const;

export const ROSTER_MESSAGES = {
  classNotFound: 'Class not found',
  notYourClass: 'Only the instructor who teaches this class (or an admin) can see its roster',
  onlyInstructorMails: 'Only the instructor who teaches this class can mail its students',
  noStudents: 'No student is enrolled in this class: there is nobody to mail',
  subjectRequired: 'Write a subject',
  subjectTooLong: `Keep the subject under ${ROSTER_MAIL_LIMITS.subject} characters`,
  messageRequired: 'Write a message',
  messageTooLong: `Keep the message under ${ROSTER_MAIL_LIMITS.message} characters`,
  tooManyForClass: (seconds: number) =>
    `You can mail this class's students ${ROSTER_MAIL_RATE.perClassPerHour} times an hour; try again in ${waitWords(seconds)}`,
  tooManyForInstructor: (seconds: number) =>
    `You can mail your students ${ROSTER_MAIL_RATE.perInstructorPerDay} times a day; try again in ${waitWords(seconds)}`,
} as const;

function waitWords(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 120 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}

/** POST /roster/:classId/mail: one plain-text mail to every student enrolled in the class now. */
export const rosterMailRequestSchema = z.object({
  subject: z
    .string({ error: ROSTER_MESSAGES.subjectRequired })
    .trim()
    .min(1, ROSTER_MESSAGES.subjectRequired)
    .max(ROSTER_MAIL_LIMITS.subject, ROSTER_MESSAGES.subjectTooLong)
    // A subject is one line: a line break there would start a new mail header in some clients.
    .transform((subject) => subject.replace(/\s+/g, ' ')),
  message: z
    .string({ error: ROSTER_MESSAGES.messageRequired })
    .trim()
    .min(1, ROSTER_MESSAGES.messageRequired)
    .max(ROSTER_MAIL_LIMITS.message, ROSTER_MESSAGES.messageTooLong),
});
export type RosterMailRequest = z.input<typeof rosterMailRequestSchema>;
