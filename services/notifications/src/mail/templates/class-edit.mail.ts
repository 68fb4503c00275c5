import type { CLASS_EDIT_APPROVED_V1, CLASS_EDIT_DENIED_V1, EventData } from '@classhub/contracts';
import { action, paragraph, quote, type MailContent, type MailSite } from './mail-content.js';

export type EditApproved = EventData<typeof CLASS_EDIT_APPROVED_V1>;
export type EditDenied = EventData<typeof CLASS_EDIT_DENIED_V1>;

const myClasses = (site: MailSite) => `${site.publicUrl}/dashboard/myclasses`;

/** An edit of an approved class was approved: the catalogue shows it now (decision 0041). */
export function classEditApprovedMail(edit: EditApproved, site: MailSite): MailContent {
  return {
    subject: `Your changes to "${edit.className}" were approved`,
    heading: 'Your changes are live',
    greetingName: edit.instructorName,
    blocks: [
      paragraph(
        `An admin approved your changes to "${edit.className}": the catalogue shows them now. Students who already paid keep the price they paid.`,
      ),
      action('See your classes', myClasses(site)),
    ],
  };
}

/** An edit was denied: the approved version stays on sale; the admin's reason says what to change. */
export function classEditDeniedMail(edit: EditDenied, site: MailSite): MailContent {
  return {
    subject: `Your changes to "${edit.className}" were not approved`,
    heading: 'Your changes were not approved',
    greetingName: edit.instructorName,
    blocks: [
      paragraph(
        `An admin did not approve your changes to "${edit.className}", so the class stays on sale as it was. The admin's reason:`,
      ),
      quote(edit.reason),
      paragraph('You can edit the class again; the new changes go to review as before.'),
      action('See your classes', myClasses(site)),
    ],
  };
}
