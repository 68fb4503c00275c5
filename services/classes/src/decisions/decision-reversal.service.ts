import { Inject, Injectable } from '@nestjs/common';
import {
  CLASS_APPROVED_V1,
  CLASS_DENIED_V1,
  CLASS_EDIT_MESSAGES,
  CLASS_FEEDBACK_SENT_V1,
  CLASS_MESSAGES,
  type ModifiedResponse,
} from '@classhub/contracts';
import { conflict, DRIZZLE, notFound, OutboxWriter, type AuthenticatedUser } from '@classhub/nest-kit';
import { eq, sql } from 'drizzle-orm';
import { recordClassAction } from '../audit/admin-actions.js';
import { classes } from '../classes/class.entity.js';
import { toClassSnapshot } from '../classes/class.mapper.js';
import type { ClassesDb } from '../db/classes-db.js';
import { lockClass } from '../waitlist/persistence/seats-given-back.js';

/**
 * An admin reverses a decision with a reason (decision 0041): approved → denied withdraws the class from sale (no new
 * seat can be held; its enrolled students keep their enrolment, nothing is deleted); denied → approved puts it on sale.
 * The reason becomes the class's feedback, so the instructor reads why and is mailed it.
 */
@Injectable()
export class DecisionReversalService {
  constructor(
    @Inject(DRIZZLE) private readonly db: ClassesDb,
    private readonly outbox: OutboxWriter,
  ) {}

  reverse(admin: AuthenticatedUser, classId: string, reason: string): Promise<ModifiedResponse> {
    return this.db.transaction(async (tx) => {
      const locked = await lockClass(tx, classId);
      if (!locked) throw notFound(CLASS_MESSAGES.classNotFound);
      if (locked.status === 'pending') throw conflict(CLASS_EDIT_MESSAGES.notDecided);
      if (locked.cancelledAt) throw conflict(CLASS_EDIT_MESSAGES.cancelled);
      const approvalReversed = locked.status === 'approved';
      const [row] = await tx
        .update(classes)
        .set({ status: approvalReversed ? 'denied' : 'approved', feedback: reason, updatedAt: sql`now()` })
        .where(eq(classes.id, classId))
        .returning();
      if (!row) throw new Error(`Class ${classId} disappeared under its lock`);
      const snapshot = toClassSnapshot(row);
      // The decision's own event, so every copy of the class (payments' listing, the catalogue) follows it.
      await this.outbox.enqueue(tx, approvalReversed ? CLASS_DENIED_V1 : CLASS_APPROVED_V1, snapshot);
      await this.outbox.enqueue(tx, CLASS_FEEDBACK_SENT_V1, { ...snapshot, feedback: reason });
      await recordClassAction(
        tx,
        this.outbox,
        admin,
        approvalReversed ? 'class.approval-reversed' : 'class.denial-reversed',
        row,
        reason,
      );
      return { modifiedCount: 1 };
    });
  }
}
