import type { EMAIL_VERIFICATION_REQUESTED_V1, EventData } from '@classhub/contracts';
import { action, paragraph, type MailContent } from './mail-content.js';
import { formatMailDate } from './mail-format.js';

export function emailVerificationMail(request: EventData<typeof EMAIL_VERIFICATION_REQUESTED_V1>): MailContent {
  const signUp = request.purpose === 'sign-up';
  return {
    subject: signUp ? 'Confirm your ClassHub address' : 'Confirm your new ClassHub address',
    heading: signUp ? 'Confirm your address' : 'Confirm your new address',
    greetingName: request.name,
    blocks: [
      paragraph(
        signUp
          ? 'Confirm this address to finish your sign-up; you can pay for classes once it is confirmed.'
          : 'Confirm this address to make it the one you sign in with; until then your old address stays.',
      ),
      action('Confirm this address', request.verifyUrl),
      paragraph(
        `The link works until ${formatMailDate(request.expiresAt)}. If you did not ask for this, ignore this mail.`,
      ),
    ],
  };
}
