import { Injectable } from '@nestjs/common';
import {
  ACCOUNT_DELETED_V1,
  USER_PROFILE_UPDATED_V1,
  USER_REACTIVATED_V1,
  USER_REGISTERED_V1,
  USER_ROLE_CHANGED_V1,
  USER_SUSPENDED_V1,
  type EventData,
  type EventEnvelope,
} from '@classhub/contracts';
import { sql } from 'drizzle-orm';
import type { EventsTransaction } from '../events/events.types.js';
import { OnEvent } from '../events/on-event.decorator.js';
import { userRoles } from './user-role.entity.js';

export type UserSnapshot = EventData<typeof USER_ROLE_CHANGED_V1>;

/**
 * Keeps `user_roles` in step with identity: every user event carries the user's current role (and whether it is
 * suspended, decision 0045), and a deleted account leaves a tombstone (decision 0037); the resolver answers both a
 * suspended and a deleted user as no user, so their access tokens stop working.
 */
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

  /** A suspension (decision 0045): the snapshot says `suspended`, and the resolver refuses the user's tokens. */
  @OnEvent(USER_SUSPENDED_V1)
  async onSuspended(data: UserSnapshot, tx: EventsTransaction, envelope: EventEnvelope<UserSnapshot>): Promise<void> {
    await this.apply(data, tx, envelope);
  }

  @OnEvent(USER_REACTIVATED_V1)
  async onReactivated(data: UserSnapshot, tx: EventsTransaction, envelope: EventEnvelope<UserSnapshot>): Promise<void> {
    await this.apply(data, tx, envelope);
  }

  /**
   * Marks the user deleted, whatever arrived before; repeated, it changes nothing. A user never heard of gets the
   * tombstone too (its role column is a placeholder), so their registration arriving late cannot create them.
   */
  @OnEvent(ACCOUNT_DELETED_V1)
  async onAccountDeleted(
    { userId }: EventData<typeof ACCOUNT_DELETED_V1>,
    tx: EventsTransaction,
    envelope: Pick<EventEnvelope, 'occurredAt'>,
  ): Promise<void> {
    const occurredAt = new Date(envelope.occurredAt);
    await tx
      .insert(userRoles)
      .values({ userId, role: 'student', occurredAt, deleted: true })
      .onConflictDoUpdate({
        target: userRoles.userId,
        set: { deleted: true, occurredAt: sql`greatest(${userRoles.occurredAt}, excluded.occurred_at)` },
        setWhere: sql`not ${userRoles.deleted}`,
      });
  }

  /**
   * Records the user's role unless the user was deleted or an event that occurred later was applied already; answers
   * whether it did, so a service keeping more of the user (classes: instructor names) applies the event only when it
   * is the newest too.
   */
  async apply(
    data: UserSnapshot,
    tx: EventsTransaction,
    envelope: Pick<EventEnvelope, 'occurredAt'>,
  ): Promise<boolean> {
    const occurredAt = new Date(envelope.occurredAt);
    // Snapshots older than suspension (decision 0045) do not say; they leave the flag as it is.
    const suspended = data.suspended === undefined ? {} : { suspended: data.suspended };
    const written = await tx
      .insert(userRoles)
      .values({ userId: data.userId, role: data.role, occurredAt, ...suspended })
      .onConflictDoUpdate({
        target: userRoles.userId,
        set: { role: data.role, occurredAt, ...suspended },
        setWhere: sql`${userRoles.occurredAt} <= excluded.occurred_at and not ${userRoles.deleted}`,
      })
      .returning({ userId: userRoles.userId });
    return written.length > 0;
  }
}
