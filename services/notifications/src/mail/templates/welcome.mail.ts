import { action, paragraph, type MailContent, type MailSite } from './mail-content.js';

export function welcomeMail(user: { name: string }, site: MailSite): MailContent {
  return {
    subject: 'Welcome to ClassHub',
    heading: 'Welcome to ClassHub',
    greetingName: user.name,
    blocks: [
      paragraph('Your account is ready. Browse the classes, select the ones you like and pay for them by card.'),
      action('Browse the classes', `${site.publicUrl}/classes`),
      paragraph(`Questions? Write to ${site.supportEmail}.`),
    ],
  };
}
