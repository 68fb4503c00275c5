import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@classhub/contracts';
import { OutboxWriter, UserRolesProjection, type EventsTransaction, type UserSnapshot } from '@classhub/nest-kit';
import { renameInstructor } from './instructor-names.js';

/**
 * The roles read model (decision 0008), plus the instructor's name on their classes: every user event carries the
 * user's current name, and the newest one applied (the roles' event time decides) renames the instructor's classes.
 */
@Injectable()
export class InstructorProfilesProjection extends UserRolesProjection {
  constructor(private readonly outbox: OutboxWriter) {
    super();
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
