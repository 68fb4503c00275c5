import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_MAIL_PREFERENCES, type MailPreferences, type OptionalMailTopic } from '@classhub/contracts';
import { DRIZZLE, type EventsTransaction } from '@classhub/nest-kit';
import { eq, sql } from 'drizzle-orm';
import type { NotificationsDb } from '../db/notifications-db.js';
import { userContacts } from '../users/user-contact.entity.js';
import { mailPreferences } from './mail-preference.entity.js';

const TOPIC_COLUMNS = { classReviews: mailPreferences.classReviews, roleChanges: mailPreferences.roleChanges } as const;

/** Which optional mails a user wants (docs/product.md#profile); every other mail is sent regardless. */
@Injectable()
export class MailPreferencesService {
  constructor(@Inject(DRIZZLE) private readonly db: NotificationsDb) {}

  async of(userId: string): Promise<MailPreferences> {
    const [row] = await this.db
      .select({ classReviews: mailPreferences.classReviews, roleChanges: mailPreferences.roleChanges })
      .from(mailPreferences)
      .where(eq(mailPreferences.userId, userId));
    return row ?? DEFAULT_MAIL_PREFERENCES;
  }

  async update(userId: string, preferences: MailPreferences): Promise<MailPreferences> {
    const [row] = await this.db
      .insert(mailPreferences)
      .values({ userId, ...preferences })
      .onConflictDoUpdate({ target: mailPreferences.userId, set: { ...preferences, updatedAt: sql`now()` } })
      .returning({ classReviews: mailPreferences.classReviews, roleChanges: mailPreferences.roleChanges });
    return row ?? preferences;
  }

  /** Whether the user `userId` wants mails of `topic`, read in the consumer's transaction. */
  async wants(tx: EventsTransaction, userId: string, topic: OptionalMailTopic): Promise<boolean> {
    const [row] = await tx
      .select({ wanted: TOPIC_COLUMNS[topic] })
      .from(mailPreferences)
      .where(eq(mailPreferences.userId, userId));
    return row?.wanted ?? true;
  }

  /**
   * Whether the owner of `email` wants mails of `topic` (class reviews name the instructor by address). An address
   * this service has not heard of yet gets them: the default for every account.
   */
  async wantsByEmail(tx: EventsTransaction, email: string, topic: OptionalMailTopic): Promise<boolean> {
    const [row] = await tx
      .select({ wanted: TOPIC_COLUMNS[topic] })
      .from(userContacts)
      .innerJoin(mailPreferences, eq(mailPreferences.userId, userContacts.userId))
      .where(eq(userContacts.email, email));
    return row?.wanted ?? true;
  }
}
