import { Inject, Injectable } from '@nestjs/common';
import {
  CLASS_CANCELLED_V1,
  CLASS_EDIT_MESSAGES,
  CLASS_MESSAGES,
  CLASS_UPDATED_V1,
  type ClassCancelledDto,
} from '@classhub/contracts';
import { conflict, DRIZZLE, forbidden, notFound, OutboxWriter, type AuthenticatedUser } from '@classhub/nest-kit';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { recordClassAction } from '../audit/admin-actions.js';
import { classes } from '../classes/class.entity.js';
import { toClassSnapshot } from '../classes/class.mapper.js';
import type { ClassesDb, ClassesTransaction } from '../db/classes-db.js';
import { classRevisions } from '../revisions/class-revision.entity.js';
import { seatHolds } from '../seats/seat-hold.entity.js';
import { lockClass } from '../waitlist/persistence/seats-given-back.js';
import { waitlistEntries } from '../waitlist/waitlist-entry.entity.js';
import { enrolmentWithdrawals } from '../withdrawals/enrolment-withdrawal.entity.js';

/**
 * Cancels a class (decision 0041), in one transaction: it is off sale for good (`cancelled_at`), every seat held in a
 * checkout is released and every place in its waitlist ends (their seats go back to `available_seats`, so
 * seats = available + enrolled + held + offered still holds, with nothing held or offered), a pending edit is dropped,
 * and CLASS_CANCELLED_V1 names the students to refund and mail. The enrolled stay enrolled until payments' refunds
 * withdraw them one by one (decision 0034).
 */
@Injectable()
export class ClassCancellationService {
  constructor(
    @Inject(DRIZZLE) private readonly db: ClassesDb,
    private readonly outbox: OutboxWriter,
  ) {}

  cancel(caller: AuthenticatedUser, classId: string, reason: string | undefined): Promise<ClassCancelledDto> {
    return this.db.transaction(async (tx) => {
      // Holds first, then the class row, then the waitlist: the lock order of every seat transaction.
      await tx
        .select({ id: seatHolds.id })
        .from(seatHolds)
        .where(and(eq(seatHolds.classId, classId), eq(seatHolds.status, 'held')))
        .for('update');
      const locked = await lockClass(tx, classId);
      if (!locked) throw notFound(CLASS_MESSAGES.classNotFound);
      if (caller.role !== 'admin' && locked.instructorEmail !== caller.email)
        throw forbidden(CLASS_EDIT_MESSAGES.notYourClass);
      if (locked.cancelledAt) throw conflict(CLASS_EDIT_MESSAGES.alreadyCancelled);

      const released = await tx
        .update(seatHolds)
        .set({ status: 'released', releaseReason: 'class-cancelled', updatedAt: sql`now()` })
        .where(and(eq(seatHolds.classId, classId), eq(seatHolds.status, 'held')))
        .returning({ id: seatHolds.id });
      const ended = await tx
        .select({ id: waitlistEntries.id, studentId: waitlistEntries.studentId, status: waitlistEntries.status })
        .from(waitlistEntries)
        .where(
          and(eq(waitlistEntries.classId, classId), inArray(waitlistEntries.status, ['waiting', 'offered', 'claimed'])),
        )
        .for('update');
      if (ended.length > 0)
        await tx
          .update(waitlistEntries)
          .set({
            // Those waiting left the line with the class; an offer (claimed or not) ended unused.
            status: sql`case when ${waitlistEntries.status} = 'waiting' then 'left' else 'expired' end`,
            endedAt: sql`now()`,
          })
          .where(
            inArray(
              waitlistEntries.id,
              ended.map((entry) => entry.id),
            ),
          );
      // An open offer kept a seat out of sale; a claimed one's seat was its hold's, released above.
      const offersEnded = ended.filter((entry) => entry.status === 'offered').length;
      await tx
        .update(classRevisions)
        .set({ status: 'replaced', decidedAt: sql`now()` })
        .where(and(eq(classRevisions.classId, classId), eq(classRevisions.status, 'pending')));
      const [row] = await tx
        .update(classes)
        .set({
          cancelledAt: sql`now()`,
          cancelReason: reason ?? null,
          availableSeats: sql`${classes.availableSeats} + ${released.length + offersEnded}`,
          updatedAt: sql`now()`,
        })
        .where(eq(classes.id, classId))
        .returning();
      if (!row?.cancelledAt) throw new Error(`Class ${classId} disappeared under its lock`);

      const snapshot = toClassSnapshot(row);
      await this.outbox.enqueue(tx, CLASS_UPDATED_V1, snapshot);
      await this.outbox.enqueue(tx, CLASS_CANCELLED_V1, {
        ...snapshot,
        ...(reason ? { reason } : {}),
        cancelledBy: caller.role === 'admin' ? 'admin' : 'instructor',
        enrolledStudentIds: await enrolledStudents(tx, classId),
        waitlistedStudentIds: [...new Set(ended.map((entry) => entry.studentId))],
      });
      // An admin's cancellation goes into the audit log; an instructor's own is theirs to make.
      if (caller.role === 'admin') await recordClassAction(tx, this.outbox, caller, 'class.cancelled', row, reason);
      return {
        cancelledAt: row.cancelledAt.toISOString(),
        releasedHolds: released.length,
        endedWaitlistEntries: ended.length,
      };
    });
  }
}

/** The students enrolled in the class: a hold converted into an enrolment that no refund has withdrawn. */
async function enrolledStudents(tx: ClassesTransaction, classId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ studentId: seatHolds.studentId })
    .from(seatHolds)
    .leftJoin(enrolmentWithdrawals, eq(enrolmentWithdrawals.holdId, seatHolds.id))
    .where(and(eq(seatHolds.classId, classId), eq(seatHolds.status, 'converted'), isNull(enrolmentWithdrawals.holdId)));
  return rows.map((row) => row.studentId);
}
