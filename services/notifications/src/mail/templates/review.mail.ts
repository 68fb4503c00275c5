import type { EventData, REVIEW_ANSWERED_V1, REVIEW_HIDDEN_V1 } from '@classhub/contracts';
import { action, paragraph, quote, type MailContent, type MailSite } from './mail-content.js';

export type HiddenReview = EventData<typeof REVIEW_HIDDEN_V1>;
export type AnsweredReview = EventData<typeof REVIEW_ANSWERED_V1>;

/** The class's page, where the author sees their review (hidden or answered) under Reviews. */
const reviewsOf = (review: { classId: string }, site: MailSite) =>
  `${site.publicUrl}/classes/${encodeURIComponent(review.classId)}#reviews`;

/** An admin hid the student's review (decision 0043): why, and that they can still see and change or delete it. */
export function reviewHiddenMail(review: HiddenReview, studentName: string, site: MailSite): MailContent {
  return {
    subject: `Your review of "${review.className}" was hidden`,
    heading: 'Your review was hidden',
    greetingName: studentName,
    blocks: [
      paragraph(
        `An admin hid your review of "${review.className}": other people no longer see it, and it no longer counts in the class's rating. The reason given:`,
      ),
      quote(review.reason),
      paragraph('You still see it on the class page, where you can delete it.'),
      action('See your review', reviewsOf(review, site)),
    ],
  };
}

/** The class's instructor answered the student's review. */
export function reviewAnsweredMail(review: AnsweredReview, studentName: string, site: MailSite): MailContent {
  return {
    subject: `${review.instructorName} answered your review of "${review.className}"`,
    heading: 'Your review was answered',
    greetingName: studentName,
    blocks: [
      paragraph(`${review.instructorName}, the instructor of "${review.className}", answered your review.`),
      action('Read the answer', reviewsOf(review, site)),
    ],
  };
}
