import { Inject, Injectable } from '@nestjs/common';
import {
  CLASS_EDIT_APPROVED_V1,
  CLASS_EDIT_DENIED_V1,
  CLASS_EDIT_MESSAGES,
  CLASS_EDIT_SUBMITTED_V1,
  CLASS_MESSAGES,
  editedSessionsRule,
  type ClassEdit,
  type ClassEditDto,
  type ClassEditOutcome,
  type ClassEditFields,
  type ModifiedResponse,
} from '@classhub/contracts';
import {
  conflict,
  DRIZZLE,
  forbidden,
  MEDIA_STORE,
  notFound,
  OutboxWriter,
  parseBody,
  type AuthenticatedUser,
  type EventsTransaction,
  type MediaStore,
} from '@classhub/nest-kit';
import { and, desc, eq, sql } from 'drizzle-orm';
import { recordClassAction } from '../audit/admin-actions.js';
import { assertImageUploaded } from '../class-images/uploaded-image.js';
import { classes, type ClassRow } from '../classes/class.entity.js';
import { toClassSnapshot } from '../classes/class.mapper.js';
import type { ClassesDb } from '../db/classes-db.js';
import { sessionsOf } from '../schedule/class-schedule.js';
import { lockClass } from '../waitlist/persistence/seats-given-back.js';
import { WaitlistSeats } from '../waitlist/waitlist-seats.js';
import { applyClassFields, currentFields, proposedFields, storedEdit, type StoredEdit } from './class-fields.js';
import { classRevisions, type ClassRevisionRow } from './class-revision.entity.js';
import { seatsTaken } from './seats-taken.js';

/**
 * Instructors' edits of their classes and admins' decisions on them (decision 0041). A pending class takes an edit at
 * once; a denied one takes it and goes back to pending (resubmitted); an approved one keeps selling as approved while
 * the edit waits in class_revisions (a newer edit replaces it) for an admin to apply or deny it.
 */
@Injectable()
export class ClassEditsService {
  constructor(
    @Inject(DRIZZLE) private readonly db: ClassesDb,
    @Inject(MEDIA_STORE) private readonly media: MediaStore,
    private readonly outbox: OutboxWriter,
    private readonly waitlist: WaitlistSeats,
  ) {}

  async edit(instructor: AuthenticatedUser, classId: string, edit: ClassEdit): Promise<ClassEditOutcome> {
    await assertImageUploaded(this.media, edit.classImage);
    const fields = storedEdit(edit);
    return this.db.transaction(async (tx) => {
      const locked = await lockClass(tx, classId);
      if (!locked) throw notFound(CLASS_MESSAGES.classNotFound);
      if (locked.instructorEmail !== instructor.email) throw forbidden(CLASS_EDIT_MESSAGES.notYourClass);
      if (locked.cancelledAt) throw conflict(CLASS_EDIT_MESSAGES.cancelled);
      await assertSessionsMayStay(tx, classId, edit);
      const deps = { outbox: this.outbox, waitlist: this.waitlist };
      if (locked.status === 'pending') {
        await applyClassFields(tx, deps, locked, fields);
        return { outcome: 'applied', class: { _id: classId } };
      }
      if (locked.status === 'denied') {
        // Fixed after a denial: the admin sees it again among the pending classes.
        await applyClassFields(tx, deps, locked, fields, { status: 'pending' });
        return { outcome: 'resubmitted', class: { _id: classId } };
      }
      const taken = await seatsTaken(tx, locked);
      if (fields.availableSeats < taken) throw conflict(CLASS_EDIT_MESSAGES.seatsBelowTaken(taken));
      await tx
        .update(classRevisions)
        .set({ status: 'replaced', decidedAt: sql`now()` })
        .where(and(eq(classRevisions.classId, classId), eq(classRevisions.status, 'pending')));
      const [revision] = await tx.insert(classRevisions).values({ classId, changes: fields }).returning();
      if (!revision) throw new Error('INSERT … RETURNING gave no row');
      await this.outbox.enqueue(tx, CLASS_EDIT_SUBMITTED_V1, { ...toClassSnapshot(locked), revisionId: revision.id });
      return { outcome: 'submitted-for-review', class: { _id: classId } };
    });
  }

  /** Applies the class's pending edit in one transaction under its row's lock; 409 when its seats no longer fit. */
  approve(admin: AuthenticatedUser, classId: string): Promise<ModifiedResponse> {
    return this.decide(classId, async (tx, locked, revision) => {
      const row = await applyClassFields(
        tx,
        { outbox: this.outbox, waitlist: this.waitlist },
        locked,
        revision.changes as StoredEdit,
      );
      await this.close(tx, revision, 'approved', admin);
      await this.outbox.enqueue(tx, CLASS_EDIT_APPROVED_V1, { ...toClassSnapshot(row), revisionId: revision.id });
      await recordClassAction(tx, this.outbox, admin, 'class.edit-approved', row);
    });
  }

  /** Denies the pending edit with the reason the instructor is mailed; the class stays as it is on sale. */
  deny(admin: AuthenticatedUser, classId: string, reason: string): Promise<ModifiedResponse> {
    return this.decide(classId, async (tx, locked, revision) => {
      await this.close(tx, revision, 'denied', admin, reason);
      await this.outbox.enqueue(tx, CLASS_EDIT_DENIED_V1, {
        ...toClassSnapshot(locked),
        revisionId: revision.id,
        reason,
      });
      await recordClassAction(tx, this.outbox, admin, 'class.edit-denied', locked, reason);
    });
  }

  /**
   * An admin: every edit waiting for review, oldest first. An instructor: the latest edit of each of their classes
   * that is waiting or was denied (what My Classes shows).
   */
  async list(caller: AuthenticatedUser): Promise<ClassEditDto[]> {
    const rows =
      caller.role === 'admin'
        ? await this.db
            .select({ revision: classRevisions, klass: classes })
            .from(classRevisions)
            .innerJoin(classes, eq(classes.id, classRevisions.classId))
            .where(eq(classRevisions.status, 'pending'))
            .orderBy(classRevisions.submittedAt)
        : await this.db
            .selectDistinctOn([classRevisions.classId], { revision: classRevisions, klass: classes })
            .from(classRevisions)
            .innerJoin(classes, eq(classes.id, classRevisions.classId))
            .where(eq(classes.instructorEmail, caller.email))
            .orderBy(classRevisions.classId, desc(classRevisions.submittedAt));
    const edits = await Promise.all(
      rows.map(async ({ revision, klass }) => toClassEditDto(revision, klass, await currentFields(this.db, klass))),
    );
    // An instructor is shown what still concerns them: an edit waiting, or the last one denied.
    return edits.filter((edit) => edit.status === 'pending' || edit.status === 'denied');
  }

  private async decide(
    classId: string,
    act: (tx: EventsTransaction, locked: ClassRow, revision: ClassRevisionRow) => Promise<void>,
  ): Promise<ModifiedResponse> {
    await this.db.transaction(async (tx) => {
      const locked = await lockClass(tx, classId);
      if (!locked) throw notFound(CLASS_MESSAGES.classNotFound);
      if (locked.cancelledAt) throw conflict(CLASS_EDIT_MESSAGES.cancelled);
      const [revision] = await tx
        .select()
        .from(classRevisions)
        .where(and(eq(classRevisions.classId, classId), eq(classRevisions.status, 'pending')))
        .for('update');
      if (!revision) throw conflict(CLASS_EDIT_MESSAGES.noPendingEdit);
      await act(tx, locked, revision);
    });
    return { modifiedCount: 1 };
  }

  private async close(
    tx: EventsTransaction,
    revision: ClassRevisionRow,
    status: 'approved' | 'denied',
    admin: AuthenticatedUser,
    reason?: string,
  ): Promise<void> {
    await tx
      .update(classRevisions)
      .set({ status, reason: reason ?? null, decidedAt: sql`now()`, decidedBy: admin.id })
      .where(eq(classRevisions.id, revision.id));
  }
}

function toClassEditDto(revision: ClassRevisionRow, klass: ClassRow, current: ClassEditFields): ClassEditDto {
  return {
    id: revision.id,
    classId: klass.id,
    className: klass.className,
    instructorName: klass.instructorName,
    status: revision.status,
    submittedAt: revision.submittedAt.toISOString(),
    ...(revision.decidedAt ? { decidedAt: revision.decidedAt.toISOString() } : {}),
    ...(revision.reason ? { reason: revision.reason } : {}),
    current,
    proposed: proposedFields(revision.changes as StoredEdit),
  };
}

/** A class under way keeps its past sessions when edited; any session it does not have yet must start in the future. */
async function assertSessionsMayStay(tx: Pick<ClassesDb, 'select'>, classId: string, edit: ClassEdit): Promise<void> {
  const stored = (await sessionsOf(tx, [classId])).get(classId) ?? [];
  const kept = new Set(stored.map((session) => Date.parse(session.startsAt)));
  parseBody(editedSessionsRule(kept), { sessions: edit.sessions, timeZone: edit.timeZone });
}
