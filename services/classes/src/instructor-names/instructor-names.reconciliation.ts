import { Inject, Injectable } from '@nestjs/common';
import { normalizeEmail, type UserState } from '@classhub/contracts';
import {
  DRIZZLE,
  OutboxWriter,
  RequestClient,
  SERVICE_CONFIG,
  userRoles,
  UserRolesReconciliation,
  type EventsTransaction,
  type ServiceConfig,
} from '@classhub/nest-kit';
import { and, gt, inArray } from 'drizzle-orm';
import { classes } from '../classes/class.entity.js';
import type { ClassesDb } from '../db/classes-db.js';
import { renameInstructor } from './instructor-names.js';

/**
 * Repairs the roles read model and the instructors' names on their classes from identity's users (decision 0031): a
 * rename whose event never arrived reaches the catalogue, its search and payments' listings at the next pass.
 */
@Injectable()
export class InstructorNamesReconciliation extends UserRolesReconciliation {
  constructor(
    @Inject(DRIZZLE) db: ClassesDb,
    @Inject(RequestClient) requests: RequestClient,
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    private readonly outbox: OutboxWriter,
  ) {
    super(db, requests, config);
  }

  protected override async repairMore(tx: EventsTransaction, users: UserState[], asOf: Date): Promise<number> {
    const byEmail = new Map(users.map((user) => [normalizeEmail(user.email), user]));
    if (byEmail.size === 0) return 0;
    const shown = await tx
      .selectDistinct({ email: classes.instructorEmail, name: classes.instructorName })
      .from(classes)
      .where(inArray(classes.instructorEmail, [...byEmail.keys()]));
    const stale = shown.flatMap(({ email, name }) => {
      const user = byEmail.get(email);
      return user && user.name !== name ? [user] : [];
    });
    if (stale.length === 0) return 0;
    // A user event applied since the page was read is newer than the page: its name stands.
    const newer = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(
        and(
          inArray(
            userRoles.userId,
            stale.map((user) => user.userId),
          ),
          gt(userRoles.occurredAt, asOf),
        ),
      );
    const skip = new Set(newer.map((row) => row.userId));
    let renamed = 0;
    for (const user of stale) if (!skip.has(user.userId)) renamed += await renameInstructor(tx, this.outbox, user);
    return renamed;
  }
}
