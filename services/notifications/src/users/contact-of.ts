import type { EventsTransaction } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import type { MailRecipient } from '../mail/mail-outbox.js';
import { userContacts } from './user-contact.entity.js';

/**
 * Where a mail about a user known only by id goes (the read model of users), or undefined when the read model does not
 * know them: they deleted their account, and there is nobody to write to.
 */
export async function contactOf(tx: EventsTransaction, userId: string): Promise<Required<MailRecipient> | undefined> {
  const [contact] = await tx
    .select({ userId: userContacts.userId, email: userContacts.email, name: userContacts.name })
    .from(userContacts)
    .where(eq(userContacts.userId, userId));
  return contact;
}
