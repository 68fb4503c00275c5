import { Injectable } from '@nestjs/common';
import {
  ACCOUNT_DELETED_V1,
  USER_PROFILE_UPDATED_V1,
  USER_REGISTERED_V1,
  USER_ROLE_CHANGED_V1,
  type EventData,
  type EventEnvelope,
} from '@classhub/contracts';
import { OnEvent, type EventsTransaction } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import { mailQueue } from '../mail/mail-queue.entity.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { sentMails } from '../mail/sent-mail.entity.js';
import { roleChangedMail } from '../mail/templates/role-changed.mail.js';
import { welcomeMail } from '../mail/templates/welcome.mail.js';
import { mailPreferences } from '../preferences/mail-preference.entity.js';
import { MailPreferencesService } from '../preferences/mail-preferences.service.js';
import { applyUserSnapshot } from './user-contacts.js';
import { userContacts } from './user-contact.entity.js';

type UserSnapshot = EventData<typeof USER_REGISTERED_V1>;

/** identity's user events: the read model of users, the welcome mail and the role-changed mail. */
@Injectable()
export class UserEventsHandler {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly preferences: MailPreferencesService,
  ) {}

  /** Every new account is welcomed, whatever its preferences: it has had no chance to set them. */
  @OnEvent(USER_REGISTERED_V1)
  async onRegistered(user: UserSnapshot, tx: EventsTransaction, envelope: EventEnvelope<UserSnapshot>): Promise<void> {
    await applyUserSnapshot(tx, user, new Date(envelope.occurredAt));
    await this.outbox.enqueue(tx, envelope.id, 'welcome', recipient(user), welcomeMail(user, this.outbox.site));
  }

  @OnEvent(USER_ROLE_CHANGED_V1)
  async onRoleChanged(user: UserSnapshot, tx: EventsTransaction, envelope: EventEnvelope<UserSnapshot>): Promise<void> {
    await applyUserSnapshot(tx, user, new Date(envelope.occurredAt));
    if (!(await this.preferences.wants(tx, user.userId, 'roleChanges'))) return;
    await this.outbox.enqueue(
      tx,
      envelope.id,
      'role-changed',
      recipient(user),
      roleChangedMail(user, this.outbox.site),
    );
  }

  @OnEvent(USER_PROFILE_UPDATED_V1)
  async onProfileUpdated(
    user: UserSnapshot,
    tx: EventsTransaction,
    envelope: EventEnvelope<UserSnapshot>,
  ): Promise<void> {
    await applyUserSnapshot(tx, user, new Date(envelope.occurredAt));
  }

  /** Forgets the account: its address, its preferences, mails not yet sent; the sent-log keeps keys, not the address. */
  @OnEvent(ACCOUNT_DELETED_V1)
  async onAccountDeleted({ userId }: EventData<typeof ACCOUNT_DELETED_V1>, tx: EventsTransaction): Promise<void> {
    await tx.delete(userContacts).where(eq(userContacts.userId, userId));
    await tx.delete(mailPreferences).where(eq(mailPreferences.userId, userId));
    await tx.delete(mailQueue).where(eq(mailQueue.userId, userId));
    await tx.update(sentMails).set({ toEmail: '' }).where(eq(sentMails.userId, userId));
  }
}

const recipient = (user: UserSnapshot) => ({ email: user.email, name: user.name, userId: user.userId });
