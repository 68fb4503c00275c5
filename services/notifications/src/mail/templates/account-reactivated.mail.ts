import { action, paragraph, type MailContent, type MailSite } from './mail-content.js';

/** An admin lifted the suspension (decision 0045): the user may sign in again. */
export function accountReactivatedMail(user: { name: string }, site: MailSite): MailContent {
  return {
    subject: 'Your ClassHub account is active again',
    heading: 'Your account is active again',
    greetingName: user.name,
    blocks: [
      paragraph('An admin lifted the suspension of your ClassHub account: you can sign in again.'),
      action('Go to sign-in', `${site.publicUrl}/login`),
    ],
  };
}
