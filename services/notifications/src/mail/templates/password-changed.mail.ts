import type { EventData, PASSWORD_CHANGED_V1 } from '@classhub/contracts';
import { action, paragraph, type MailContent, type MailSite } from './mail-content.js';

export function passwordChangedMail(account: EventData<typeof PASSWORD_CHANGED_V1>, site: MailSite): MailContent {
  return {
    subject: 'Your ClassHub password was changed',
    heading: 'Your password was changed',
    greetingName: account.name,
    blocks: [
      paragraph('The password of your ClassHub account was just changed, and your other sessions were signed out.'),
      paragraph(
        `Not you? Choose "Forgot password?" on the sign-in page at once to take your account back, and write to ${site.supportEmail}.`,
      ),
      action('Go to sign-in', `${site.publicUrl}/login`),
    ],
  };
}
