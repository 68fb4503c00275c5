import type { CLASS_CANCELLED_V1, EventData } from '@classhub/contracts';
import { action, paragraph, quote, type MailBlock, type MailContent, type MailSite } from './mail-content.js';

export type CancelledClass = EventData<typeof CLASS_CANCELLED_V1>;

/** The instructor's reason, when they gave one, quoted as they wrote it (plain text). */
const reasonOf = (cancelled: CancelledClass): MailBlock[] =>
  cancelled.reason ? [paragraph('The reason given:'), quote(cancelled.reason)] : [];

/** An enrolled student: the class will not take place and their money is on its way back (decision 0041). */
export function classCancelledStudentMail(cancelled: CancelledClass, name: string, site: MailSite): MailContent {
  return {
    subject: `"${cancelled.className}" was cancelled: your refund is on its way`,
    heading: 'Your class was cancelled',
    greetingName: name,
    blocks: [
      paragraph(
        `"${cancelled.className}" by ${cancelled.instructorName} was cancelled and will not take place. What you paid for it is refunded in full, automatically: you do not need to do anything. You will get a mail when the refund has gone through.`,
      ),
      ...reasonOf(cancelled),
      action('See your payments', `${site.publicUrl}/dashboard/paymenthistory`),
    ],
  };
}

/** A student in the class's waitlist: the line has ended with it. */
export function classCancelledWaitlistMail(cancelled: CancelledClass, name: string, site: MailSite): MailContent {
  return {
    subject: `"${cancelled.className}" was cancelled`,
    heading: 'A class you were waiting for was cancelled',
    greetingName: name,
    blocks: [
      paragraph(
        `"${cancelled.className}" by ${cancelled.instructorName} was cancelled, so its waitlist has ended and you are no longer in line for it. You were not charged anything.`,
      ),
      ...reasonOf(cancelled),
      action('Find another class', `${site.publicUrl}/classes`),
    ],
  };
}

/** The instructor: what happens now (every enrolled student refunded and told). */
export function classCancelledInstructorMail(cancelled: CancelledClass, site: MailSite): MailContent {
  const who = cancelled.cancelledBy === 'admin' ? 'An admin cancelled' : 'You cancelled';
  return {
    subject: `"${cancelled.className}" is cancelled`,
    heading: 'Your class is cancelled',
    greetingName: cancelled.instructorName,
    blocks: [
      paragraph(
        `${who} "${cancelled.className}". It is off sale for good; its ${cancelled.enrolledStudentIds.length} enrolled student(s) are refunded automatically and, with those on its waitlist, have been told.`,
      ),
      ...reasonOf(cancelled),
      action('See your classes', `${site.publicUrl}/dashboard/myclasses`),
    ],
  };
}
