import type { UserRole } from '@classhub/contracts';
import { action, paragraph, type MailContent, type MailSite } from './mail-content.js';

const WHAT_YOU_CAN_DO: Record<UserRole, string> = {
  student: 'As a student you select classes, pay for them and follow them from your dashboard.',
  instructor: 'As an instructor you add classes, follow their review and see your sales from your dashboard.',
  admin: 'As an admin you review classes, manage users and answer messages from your dashboard.',
};

export function roleChangedMail(user: { name: string; role: UserRole }, site: MailSite): MailContent {
  return {
    subject: `You are now ${user.role === 'admin' ? 'an admin' : `a ${user.role}`} on ClassHub`,
    heading: 'Your role changed',
    greetingName: user.name,
    blocks: [
      paragraph(
        `An admin made you ${user.role === 'admin' ? 'an admin' : `a ${user.role}`}. ${WHAT_YOU_CAN_DO[user.role]}`,
      ),
      action('Open your dashboard', `${site.publicUrl}/dashboard`),
      paragraph(`Not expected? Write to ${site.supportEmail}.`),
    ],
  };
}
