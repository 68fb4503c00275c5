import type { CONTACT_REPLIED_V1, EventData } from '@classhub/contracts';
import { paragraph, quote, type MailContent } from './mail-content.js';

export function contactReplyMail(reply: EventData<typeof CONTACT_REPLIED_V1>): MailContent {
  return {
    subject: 'An answer to your message to ClassHub',
    heading: 'We answered your message',
    greetingName: reply.toName,
    blocks: [
      paragraph(`${reply.repliedBy} answered:`),
      quote(reply.reply),
      paragraph('You wrote:'),
      quote(reply.originalMessage),
    ],
  };
}
