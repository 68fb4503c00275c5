import { Injectable } from '@nestjs/common';
import { ACCOUNT_DELETED_V1, type EventData, type EventEnvelope } from '@classhub/contracts';
import {
  OnEvent,
  OutboxWriter,
  UserRolesProjection,
  type EventsTransaction,
  type UserSnapshot,
} from '@classhub/nest-kit';
import { WaitlistStore } from '../waitlist/persistence/waitlist.store.js';
import { renameInstructor } from './instructor-names.js';

/**
 * The roles read model (decision 0008), plus the instructor's name on their classes: every user event carries the
 * user's current name, and the newest one applied (the roles' event time decides) renames the instructor's classes. A
 * deleted account also leaves every waitlist it was on (decision 0038).
 */
@Injectable()
export class InstructorProfilesProjection extends UserRolesProjection {
  constructor(
    private readonly outbox: OutboxWriter,
    private readonly waitlist: WaitlistStore,
  ) {
    super();
  }

  @OnEvent(ACCOUNT_DELETED_V1)
  override async onAccountDeleted(
    data: EventData<typeof ACCOUNT_DELETED_V1>,
    tx: EventsTransaction,
    envelope: Pick<EventEnvelope, 'occurredAt'>,
  ): Promise<void> {
    await super.onAccountDeleted(data, tx, envelope);
    await this.waitlist.endAllOf(tx, data.userId);
  }

  override async apply(
    data: UserSnapshot,
    tx: EventsTransaction,
    envelope: Pick<EventEnvelope, 'occurredAt'>,
  ): Promise<boolean> {
    const newest = await super.apply(data, tx, envelope);
    if (newest) await renameInstructor(tx, this.outbox, data);
    return newest;
  }
}
