import { Injectable } from '@nestjs/common';
import { USER_REACTIVATED_V1, USER_SUSPENDED_V1, type EventData, type EventEnvelope } from '@classhub/contracts';
import { OnEvent, type EventsTransaction } from '@classhub/nest-kit';
import { MailOutbox } from '../mail/mail-outbox.js';
import { accountReactivatedMail } from '../mail/templates/account-reactivated.mail.js';
import { accountSuspendedMail } from '../mail/templates/account-suspended.mail.js';
import { applyUserSnapshot } from '../users/user-contacts.js';

type Account = { userId: string; email: string; name: string };
const recipient = ({ userId, email, name }: Account) => ({ userId, email, name });

/**
 * A suspension and its end (decision 0045): the users read model takes the snapshot, and the user is told, whatever
 * their preferences (it is about their access, like a security notice).
 */
@Injectable()
export class AccountAdminMailsHandler {
  constructor(private readonly outbox: MailOutbox) {}

  @OnEvent(USER_SUSPENDED_V1)
  async onSuspended(
    user: EventData<typeof USER_SUSPENDED_V1>,
    tx: EventsTransaction,
    envelope: EventEnvelope,
  ): Promise<void> {
    await applyUserSnapshot(tx, user, new Date(envelope.occurredAt));
    const content = accountSuspendedMail(user, this.outbox.site);
    await this.outbox.enqueue(tx, envelope.id, 'account-suspended', recipient(user), content);
  }

  @OnEvent(USER_REACTIVATED_V1)
  async onReactivated(
    user: EventData<typeof USER_REACTIVATED_V1>,
    tx: EventsTransaction,
    envelope: EventEnvelope,
  ): Promise<void> {
    await applyUserSnapshot(tx, user, new Date(envelope.occurredAt));
    const content = accountReactivatedMail(user, this.outbox.site);
    await this.outbox.enqueue(tx, envelope.id, 'account-reactivated', recipient(user), content);
  }
}
