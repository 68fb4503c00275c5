import type { ClassSnapshot } from '@classhub/contracts';
import { action, paragraph, quote, type MailContent, type MailSite } from './mail-content.js';

export function classFeedbackMail(snapshot: ClassSnapshot & { feedback: string }, site: MailSite): MailContent {
  return {
    subject: `Feedback on your class "${snapshot.className}"`,
    heading: 'An admin sent you feedback',
    greetingName: snapshot.instructorName,
    blocks: [
      paragraph(`An admin wrote about "${snapshot.className}":`),
      quote(snapshot.feedback),
      action('See your classes', `${site.publicUrl}/dashboard/myclasses`),
    ],
  };
}
