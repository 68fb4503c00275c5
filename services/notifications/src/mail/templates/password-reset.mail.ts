import type { EventData, PASSWORD_RESET_REQUESTED_V1 } from '@classhub/contracts';
import { action, paragraph, type MailContent } from './mail-content.js';
import { formatMailDate } from './mail-format.js';

export function passwordResetMail(request: EventData<typeof PASSWORD_RESET_REQUESTED_V1>): MailContent {
  return {
    subject: 'Reset your ClassHub password',
    heading: 'Reset your password',
    greetingName: request.name,
    blocks: [
      paragraph('Someone asked to reset the password of your ClassHub account. If it was you, choose a new one:'),
      action('Choose a new password', request.resetUrl),
      paragraph(
        `The link works once, until ${formatMailDate(request.expiresAt)}. If you did not ask, ignore this mail: your password stays as it is.`,
      ),
    ],
  };
}
