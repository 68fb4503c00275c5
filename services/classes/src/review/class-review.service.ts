import { Inject, Injectable } from '@nestjs/common';
import {
  CLASS_APPROVED_V1,
  CLASS_DENIED_V1,
  CLASS_FEEDBACK_SENT_V1,
  CLASS_MESSAGES,
  type ClassDto,
  type ClassListPage,
  type ListClassesQuery,
  type ModifiedResponse,
} from '@classhub/contracts';
import { conflict, DRIZZLE, notFound, OutboxWriter, type AuthenticatedUser } from '@classhub/nest-kit';
import { and, eq, sql } from 'drizzle-orm';
import { recordClassAction } from '../audit/admin-actions.js';
import { classes } from '../classes/class.entity.js';
import { toClassSnapshot } from '../classes/class.mapper.js';
import type { ClassesDb } from '../db/classes-db.js';
import { WaitlistStore } from '../waitlist/persistence/waitlist.store.js';
import { ClassSearch } from './class-search.js';

const DECISION_EVENTS = { approved: CLASS_APPROVED_V1, denied: CLASS_DENIED_V1 } as const;
export type ClassDecision = keyof typeof DECISION_EVENTS;

/**
 * The admin's review (docs/product.md#class-status): every class, the one-way decision, and feedback to the instructor.
 */
@Injectable()
export class ClassReviewService {
  constructor(
    @Inject(DRIZZLE) private readonly db: ClassesDb,
    private readonly outbox: OutboxWriter,
    private readonly waitlist: WaitlistStore,
    private readonly search: ClassSearch,
  ) {}

  /** Classes of every instructor, newest first, with their waitlists' lengths: all, or filtered and paged. */
  listAll(query: ListClassesQuery = {}): Promise<ClassDto[] | ClassListPage> {
    return this.search.list(query, (rows) => this.waitlist.withLengths(rows));
  }

  /**
   * Moves a pending class to `decision`. The status check is part of the UPDATE, so two admins deciding at once
   * cannot both win; the loser (and any later attempt) gets a 409 naming the status the class already has.
   */
  async decide(id: string, decision: ClassDecision, admin: AuthenticatedUser): Promise<ModifiedResponse> {
    const decided = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(classes)
        .set({ status: decision, updatedAt: sql`now()` })
        .where(and(eq(classes.id, id), eq(classes.status, 'pending')))
        .returning();
      if (row) {
        await this.outbox.enqueue(tx, DECISION_EVENTS[decision], toClassSnapshot(row));
        // The audit log (decision 0041): every admin decision on a class.
        await recordClassAction(tx, this.outbox, admin, `class.${decision}`, row);
      }
      return row !== undefined;
    });
    // Explained after the transaction has given its connection back (a lookup inside it would need a second one).
    if (!decided) throw await this.whyNotPending(id);
    return { modifiedCount: 1 };
  }

  /**
   * Stores the admin's feedback for the instructor (it replaces any earlier one) and, in the same transaction,
   * announces it (CLASS_FEEDBACK_SENT_V1), so the instructor is mailed exactly when the feedback is stored.
   */
  async giveFeedback(id: string, feedback: string): Promise<ModifiedResponse> {
    const updated = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(classes)
        .set({ feedback, updatedAt: sql`now()` })
        .where(eq(classes.id, id))
        .returning();
      if (row) await this.outbox.enqueue(tx, CLASS_FEEDBACK_SENT_V1, { ...toClassSnapshot(row), feedback });
      return row !== undefined;
    });
    if (!updated) throw notFound(CLASS_MESSAGES.classNotFound);
    return { modifiedCount: 1 };
  }

  private async whyNotPending(id: string) {
    const [current] = await this.db.select({ status: classes.status }).from(classes).where(eq(classes.id, id)).limit(1);
    return current ? conflict(CLASS_MESSAGES.alreadyDecided(current.status)) : notFound(CLASS_MESSAGES.classNotFound);
  }
}
