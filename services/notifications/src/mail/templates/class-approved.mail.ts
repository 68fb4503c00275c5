import type { ClassSnapshot } from '@classhub/contracts';
import { action, paragraph, type MailContent, type MailSite } from './mail-content.js';

export function classApprovedMail(snapshot: ClassSnapshot, site: MailSite): MailContent {
  return {
    subject: `Your class "${snapshot.className}" was approved`,
    heading: 'Your class was approved',
    greetingName: snapshot.instructorName,
    blocks: [
      paragraph(
        `"${snapshot.className}" is now in the catalogue, and students can select it and pay for its ${snapshot.availableSeats} seats.`,
      ),
      action('See your classes', `${site.publicUrl}/dashboard/myclasses`),
    ],
  };
}
