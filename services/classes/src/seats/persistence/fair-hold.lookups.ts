import { batchedWhileBusy } from '@classhub/nest-kit';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { ClassesDb } from '../../db/classes-db.js';
import { waitlistEntries } from '../../waitlist/waitlist-entry.entity.js';
import { seatDemand } from '../seat-demand.entity.js';

const secondsAgo = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/** A student's standing for a class, as decision 0029's rules read it. */
export interface HoldStanding {
  /** Seats the student holds now, all classes together. */
  openHolds: number;
  /** When their last hold of the class lapsed or was given up, if within the cool-down. */
  lastUnpaidEnd?: Date;
  /**
   * Someone else was turned away from the class as full while that hold was held (or a window before), or waits in its
   * line (decision 0038).
   */
  othersWaiting: boolean;
}

export interface StandingAsked {
  classId: string;
  studentId: string;
}

/** The reads and writes behind decision 0029's rules: who is waiting for a class, and how a student's holds ended. */
export class FairHoldLookups {
  private readonly standings;

  constructor(
    private readonly db: ClassesDb,
    private readonly seconds: { window: number; longest: number; cooldown: number },
  ) {
    // Asked before each new seat: in a rush, the standings asked for together are read in one query (decision 0025).
    this.standings = batchedWhileBusy((asked: readonly StandingAsked[]) => this.standingsOf(asked), {
      batchesAtOnce: 2,
      maxBatchSize: 100,
    });
  }

  standing(asked: StandingAsked): Promise<HoldStanding> {
    return this.standings.load(asked);
  }

  /**
   * Someone other than `studentId` waits in the class's line, or was turned away from it as full since `since` (less a
   * window: who was turned away just before the seat was taken waits for it too).
   */
  async othersWaiting(classId: string, studentId: string, since: Date): Promise<boolean> {
    const inLine = await this.db
      .select({ studentId: waitlistEntries.studentId })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.classId, classId),
          ne(waitlistEntries.studentId, studentId),
          eq(waitlistEntries.status, 'waiting'),
        ),
      )
      .limit(1);
    if (inLine.length > 0) return true;
    const waiting = await this.db
      .select({ studentId: seatDemand.studentId })
      .from(seatDemand)
      .where(
        and(
          eq(seatDemand.classId, classId),
          ne(seatDemand.studentId, studentId),
          gt(
            seatDemand.refusedAt,
            sql`${since.toISOString()}::timestamptz - make_interval(secs => ${this.seconds.window})`,
          ),
        ),
      )
      .limit(1);
    return waiting.length > 0;
  }

  /** Students turned away from classes because no seat was free, written in one statement. */
  async turnedAway(refusals: readonly StandingAsked[]): Promise<void> {
    await this.db
      .insert(seatDemand)
      .values(refusals.map(({ classId, studentId }) => ({ classId, studentId })))
      .onConflictDoUpdate({ target: [seatDemand.classId, seatDemand.studentId], set: { refusedAt: sql`now()` } });
  }

  /**
   * Forgets refusals older than any hold can be (its maximum and a window) plus a cool-down, which no longer say anyone
   * waits; returns how many.
   */
  async forgetOldDemand(): Promise<number> {
    const { window, longest, cooldown } = this.seconds;
    const forgotten = await this.db
      .delete(seatDemand)
      .where(lt(seatDemand.refusedAt, secondsAgo(window + longest + cooldown)))
      .returning({ classId: seatDemand.classId });
    return forgotten.length;
  }

  private async standingsOf(asked: readonly StandingAsked[]): Promise<HoldStanding[]> {
    const { rows } = await this.db.execute<{
      open_holds: number;
      last_unpaid_end: string | null;
      others_waiting: boolean | null;
    }>(sql`
      SELECT
        (SELECT count(*)::int FROM seat_holds h
          WHERE h.student_id = r.student_id AND h.status = 'held' AND h.expires_at > now()) AS open_holds,
        unpaid.updated_at AS last_unpaid_end,
        EXISTS (SELECT 1 FROM seat_demand d
          WHERE d.class_id = r.class_id AND d.student_id <> r.student_id
            AND d.refused_at > unpaid.held_since - make_interval(secs => ${this.seconds.window}))
        OR EXISTS (SELECT 1 FROM waitlist_entries w
          WHERE w.class_id = r.class_id AND w.student_id <> r.student_id AND w.status = 'waiting') AS others_waiting
      FROM unnest(${sql.param(asked.map((one) => one.classId))}::uuid[], ${sql.param(asked.map((one) => one.studentId))}::uuid[])
        WITH ORDINALITY AS r (class_id, student_id, position)
      LEFT JOIN LATERAL (
        SELECT h.updated_at, h.held_since FROM seat_holds h
        WHERE h.class_id = r.class_id AND h.student_id = r.student_id AND h.status = 'released'
          AND h.release_reason IN ('lapsed', 'given-up') AND h.updated_at > ${secondsAgo(this.seconds.cooldown)}
        ORDER BY h.updated_at DESC LIMIT 1
      ) AS unpaid ON true
      ORDER BY r.position`);
    return rows.map((row) => ({
      openHolds: Number(row.open_holds),
      lastUnpaidEnd: row.last_unpaid_end ? new Date(row.last_unpaid_end) : undefined,
      othersWaiting: row.others_waiting === true,
    }));
  }
}
