import type { ClassSnapshot } from '@classhub/contracts';
import { action, paragraph, type MailContent, type MailSite } from './mail-content.js';

export function classDeniedMail(snapshot: ClassSnapshot, site: MailSite): MailContent {
  return {
    subject: `Your class "${snapshot.className}" was not approved`,
    heading: 'Your class was not approved',
    greetingName: snapshot.instructorName,
    blocks: [
      paragraph(
        `An admin reviewed "${snapshot.className}" and did not approve it, so it is not in the catalogue. The admin may send you feedback on what to change; you can add the class again.`,
      ),
      action('See your classes', `${site.publicUrl}/dashboard/myclasses`),
    ],
  };
}
