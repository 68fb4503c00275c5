import { Injectable } from '@nestjs/common';
import {
  USER_PROFILE_UPDATED_V1,
  USER_REGISTERED_V1,
  USER_ROLE_CHANGED_V1,
  type EventData,
  type EventEnvelope,
} from '@classhub/contracts';
import { sql } from 'drizzle-orm';
import type { EventsTransaction } from '../events/events.types.js';
import { OnEvent } from '../events/on-event.decorator.js';
import { userRoles } from './user-role.entity.js';

export type UserSnapshot = EventData<typeof USER_ROLE_CHANGED_V1>;

/** Keeps `user_roles` in step with identity: every user event carries the user's current role. */
@Injectable()
export class UserRolesProjection {
  @OnEvent(USER_REGISTERED_V1)
  async onRegistered(data: UserSnapshot, tx: EventsTransaction, envelope: EventEnvelope<UserSnapshot>): Promise<void> {
    await this.apply(data, tx, envelope);
  }

  @OnEvent(USER_ROLE_CHANGED_V1)
  async onRoleChanged(data: UserSnapshot, tx: EventsTransaction, envelope: EventEnvelope<UserSnapshot>): Promise<void> {
    await this.apply(data, tx, envelope);
  }

  @OnEvent(USER_PROFILE_UPDATED_V1)
  async onProfileUpdated(
    data: UserSnapshot,
    tx: EventsTransaction,
    envelope: EventEnvelope<UserSnapshot>,
  ): Promise<void> {
    await this.apply(data, tx, envelope);
  }

  /**
   * Records the user's role unless an event that occurred later was applied already; answers whether it did, so a
   * service keeping more of the user (classes: instructor names) applies the event only when it is the newest too.
   */
  async apply(
    data: UserSnapshot,
    tx: EventsTransaction,
    envelope: Pick<EventEnvelope, 'occurredAt'>,
  ): Promise<boolean> {
    const occurredAt = new Date(envelope.occurredAt);
    const written = await tx
      .insert(userRoles)
      .values({ userId: data.userId, role: data.role, occurredAt })
      .onConflictDoUpdate({
        target: userRoles.userId,
        set: { role: data.role, occurredAt },
        setWhere: sql`${userRoles.occurredAt} <= excluded.occurred_at`,
      })
      .returning({ userId: userRoles.userId });
    return written.length > 0;
  }
}
