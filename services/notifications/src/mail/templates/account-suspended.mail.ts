import type { EventData, USER_SUSPENDED_V1 } from '@classhub/contracts';
import { paragraph, quote, type MailContent, type MailSite } from './mail-content.js';

/** An admin suspended the account (decision 0045): the reason, in the admin's words, and where to ask. */
export function accountSuspendedMail(user: EventData<typeof USER_SUSPENDED_V1>, site: MailSite): MailContent {
  return {
    subject: 'Your ClassHub account is suspended',
    heading: 'Your account is suspended',
    greetingName: user.name,
    blocks: [
      paragraph(
        `An admin suspended your ClassHub account, and you were signed out everywhere. You cannot sign in until it is reactivated. The reason given by ${user.suspendedBy}:`,
      ),
      quote(user.reason),
      paragraph(`Think this is a mistake? Write to ${site.supportEmail}.`),
    ],
  };
}
