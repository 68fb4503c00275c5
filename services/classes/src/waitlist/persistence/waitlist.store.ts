import { Inject, Injectable } from '@nestjs/common';
import { WAITLIST_OFFER_EXPIRED_V1, type ClassDto } from '@classhub/contracts';
import { DRIZZLE, isPgError, OutboxWriter, UNIQUE_VIOLATION, type EventsTransaction } from '@classhub/nest-kit';
import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { classes, type ClassRow } from '../../classes/class.entity.js';
import { toClassDto } from '../../classes/class.mapper.js';
import type { ClassesDb } from '../../db/classes-db.js';
import { entriesOf, waitlistEntries, type WaitlistEntryRow } from '../waitlist-entry.entity.js';
import { WaitlistSeats } from '../waitlist-seats.js';
import { offersKept } from './offers-kept.js';
import { lockClass, seatsOfStudents } from './seats-given-back.js';

const ACTIVE = ['waiting', 'offered'] as const;

/** Why a student may not join a class's line; `joined` when they did. */
export type JoinOutcome =
  'joined' | 'no-class' | 'not-open' | 'seats-free' | 'enrolled' | 'holding' | 'already-waiting';

/** A student's active entry with its class and where it stands in the class's line. */
export interface EntryInLine {
  entry: WaitlistEntryRow;
  className: string;
  classImage: string;
  /** 1 for an offer; else the offers and the students waiting ahead, plus one. */
  position: number;
  /** Offers and students waiting in the class's line, this student included. */
  line: number;
}

/**
 * Where waitlist entries are read and changed (decision 0038). Every change that can move a seat locks the class row
 * first, then the entries, as the seat transactions do.
 */
@Injectable()
export class WaitlistStore {
  private readonly offersKept;

  constructor(
    @Inject(DRIZZLE) private readonly db: ClassesDb,
    private readonly outbox: OutboxWriter,
    private readonly seats: WaitlistSeats,
  ) {
    this.offersKept = offersKept(db, ['offered', 'claimed']);
  }

  /**
   * A place at the end of the class's line, only while the class is open and full and the student has no seat of it.
   * Under the class row's lock, so no seat can be given to everyone between the check and the entry; two joins at
   * once meet the one-active-entry index, and the second is told it is already waiting.
   */
  async join(classId: string, studentId: string): Promise<JoinOutcome> {
    try {
      return await this.db.transaction(async (tx) => {
        const klass = await lockClass(tx, classId);
        if (!klass) return 'no-class';
        if (klass.status !== 'approved' || klass.cancelledAt) return 'not-open';
        const seat = (await seatsOfStudents(tx, classId, [studentId])).get(studentId);
        if (seat === 'enrolled') return 'enrolled';
        if (seat === 'held') return 'holding';
        if (await this.activeEntry(tx, classId, studentId)) return 'already-waiting';
        if (klass.availableSeats > 0) return 'seats-free';
        // The time of the insert, under the class row's lock, not now() (when the transaction began): joins waiting on
        // the lock would otherwise be lined up by when they began, not when they got in, and two told the same place.
        await tx.insert(waitlistEntries).values({ classId, studentId, joinedAt: sql`clock_timestamp()` });
        return 'joined';
      });
    } catch (error) {
      if (isPgError(error, UNIQUE_VIOLATION)) return 'already-waiting';
      throw error;
    }
  }

  /** Ends the student's active entry; an offered seat is given back (next in line, or everyone). False when none. */
  leave(classId: string, studentId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await lockClass(tx, classId))) return false;
      const entry = await this.activeEntry(tx, classId, studentId);
      if (!entry) return false;
      await this.end(tx, entry, 'left');
      return true;
    });
  }

  /** The student's active entries, offers first, then by when they joined. */
  async linesOf(studentId: string, classId?: string): Promise<EntryInLine[]> {
    const inClass = (status: string, extra = sql``) =>
      sql<number>`(SELECT count(*)::int FROM ${waitlistEntries} other WHERE other.class_id = ${waitlistEntries.classId} AND other.status IN (${sql.raw(status)}) ${extra})`;
    const rows = await this.db
      .select({
        entry: waitlistEntries,
        className: classes.className,
        classImage: classes.classImage,
        offers: inClass(`'offered'`),
        ahead: inClass(
          `'waiting'`,
          sql`AND (other.joined_at, other.id) < (${waitlistEntries.joinedAt}, ${waitlistEntries.id})`,
        ),
        line: inClass(`'waiting', 'offered'`),
      })
      .from(waitlistEntries)
      .innerJoin(classes, eq(classes.id, waitlistEntries.classId))
      .where(
        and(
          eq(waitlistEntries.studentId, studentId),
          inArray(waitlistEntries.status, [...ACTIVE]),
          classId ? eq(waitlistEntries.classId, classId) : undefined,
        ),
      )
      .orderBy(sql`${waitlistEntries.status} = 'offered' DESC`, asc(waitlistEntries.joinedAt), asc(waitlistEntries.id));
    return rows.map(({ entry, className, classImage, offers, ahead, line }) => ({
      entry,
      className,
      classImage,
      position: entry.status === 'offered' ? 1 : offers + ahead + 1,
      line,
    }));
  }

  /** The student's offer of the class while its window lasts, claimed by a checkout or not. */
  keptFor(classId: string, studentId: string): Promise<WaitlistEntryRow | undefined> {
    return this.offersKept(classId, studentId);
  }

  /** The classes as their instructor and admins see them, each with its waitlist's length (offers included). */
  async withLengths(rows: readonly ClassRow[]): Promise<ClassDto[]> {
    if (rows.length === 0) return [];
    const lengths = await this.db
      .select({ classId: waitlistEntries.classId, length: count() })
      .from(waitlistEntries)
      .where(
        and(
          inArray(
            waitlistEntries.classId,
            rows.map((row) => row.id),
          ),
          inArray(waitlistEntries.status, [...ACTIVE]),
        ),
      )
      .groupBy(waitlistEntries.classId);
    const lengthOf = new Map(lengths.map((row) => [row.classId, row.length]));
    return rows.map((row) => ({ ...toClassDto(row), waitlistLength: lengthOf.get(row.id) ?? 0 }));
  }

  /** Offers past their window, oldest first. */
  async expiredOfferIds(limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.status, 'offered'), lt(waitlistEntries.offerExpiresAt, sql`now()`)))
      .orderBy(asc(waitlistEntries.offerExpiresAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** Expires the offer if it is still unclaimed past its window (checked again under the lock); its seat is passed on. */
  expireOffer(offerId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [seen] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, offerId));
      const klass = seen && (await lockClass(tx, seen.classId));
      if (!klass) return false;
      const [expired] = await tx
        .update(waitlistEntries)
        .set({ status: 'expired', endedAt: sql`now()` })
        .where(
          and(
            eq(waitlistEntries.id, offerId),
            eq(waitlistEntries.status, 'offered'),
            lt(waitlistEntries.offerExpiresAt, sql`now()`),
          ),
        )
        .returning();
      if (!expired) return false;
      await this.outbox.enqueue(tx, WAITLIST_OFFER_EXPIRED_V1, {
        offerId: expired.id,
        classId: expired.classId,
        className: klass.className,
        studentId: expired.studentId,
      });
      await this.seats.giveBack(tx, { classId: expired.classId, seats: 1 });
      return true;
    });
  }

  /**
   * A deleted account's entries end in the caller's transaction; the seat of an offer is passed on, and that of a
   * claimed offer goes back once its hold is released. Each class row is locked before its entries (the order of every
   * seat transaction), the classes in id order.
   */
  async endAllOf(tx: EventsTransaction, studentId: string): Promise<void> {
    const entries = await tx
      .select({ classId: waitlistEntries.classId })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.studentId, studentId), inArray(waitlistEntries.status, [...ACTIVE, 'claimed'])))
      .orderBy(asc(waitlistEntries.classId));
    for (const classId of new Set(entries.map((entry) => entry.classId))) {
      await lockClass(tx, classId);
      // A claimed entry moves no seat now: it only stops its hold's seat from returning to it.
      await tx
        .update(waitlistEntries)
        .set({ status: 'left', endedAt: sql`now()` })
        .where(entriesOf(classId, studentId, ['claimed']));
      const active = await this.activeEntry(tx, classId, studentId);
      if (active) await this.end(tx, active, 'left');
    }
  }

  private async activeEntry(
    tx: EventsTransaction,
    classId: string,
    studentId: string,
  ): Promise<WaitlistEntryRow | undefined> {
    const [entry] = await tx
      .select()
      .from(waitlistEntries)
      .where(entriesOf(classId, studentId, ACTIVE))
      .for('update');
    return entry;
  }

  /** Ends an active entry (its class row locked); an offer's seat is given back. */
  private async end(tx: EventsTransaction, entry: WaitlistEntryRow, status: 'left'): Promise<void> {
    await tx
      .update(waitlistEntries)
      .set({ status, endedAt: sql`now()` })
      .where(eq(waitlistEntries.id, entry.id));
    if (entry.status === 'offered') await this.seats.giveBack(tx, { classId: entry.classId, seats: 1 });
  }
}
