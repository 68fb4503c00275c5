import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { DRIZZLE, SERVICE_CONFIG } from '@classhub/nest-kit';
import type { ClassesConfig } from '../config/classes.config.js';
import type { ClassesDb } from '../db/classes-db.js';
import { FairHoldLookups } from './persistence/fair-hold.lookups.js';
import type { HoldAsked } from './persistence/seat-taking.js';
import { seatHoldMessages } from './seat-hold.messages.js';

/** A turned-away student is written down again at most this often: in a rush they ask many times a second. */
const DEMAND_RECORDED_EVERY_MS = 5000;
const DEMAND_MEMORY_LIMIT = 10_000;
/** Refusals written in one statement at most. */
const DEMAND_BATCH = 500;

export type FairHoldRefusal = { reason: 'hold-limit' | 'cooling-down'; message: string };

/**
 * Decision 0029: a seat is for someone about to pay. A student holds at most SEAT_HOLDS_PER_STUDENT seats at once; a
 * student whose hold of a class lapsed or was given up while others were waiting for it waits out a cool-down before
 * holding it again; and a hold is extended only while nobody else is waiting. "Waiting" means turned away from the
 * class as full while that hold was held, or a window before it was taken.
 */
@Injectable()
export class FairHolds implements OnModuleDestroy {
  private readonly logger = new Logger(FairHolds.name);
  private readonly lookups: FairHoldLookups;
  private readonly messages;
  /** When each class-and-student refusal was last written, this process's clock. */
  private readonly recorded = new Map<string, number>();
  /** Refusals not yet written, one per class and student. */
  private readonly pending = new Map<string, { classId: string; studentId: string }>();
  private writing: Promise<void> | undefined;
  private flushTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(DRIZZLE) db: ClassesDb,
    @Inject(SERVICE_CONFIG) private readonly config: ClassesConfig,
  ) {
    this.lookups = new FairHoldLookups(db, {
      window: config.SEAT_HOLD_WINDOW_SECONDS,
      longest: config.SEAT_HOLD_MAX_SECONDS,
      cooldown: config.SEAT_HOLD_COOLDOWN_SECONDS,
    });
    this.messages = seatHoldMessages(config);
  }

  /**
   * Why the student may not take a new seat of the class now, if they may not. The hold limit is counted again under
   * a lock when the seat is taken; this early answer spares a transaction and says it plainly.
   */
  async refusal(asked: HoldAsked): Promise<FairHoldRefusal | undefined> {
    const standing = await this.lookups.standing(asked);
    const cooldown = this.config.SEAT_HOLD_COOLDOWN_SECONDS;
    if (cooldown > 0 && standing.lastUnpaidEnd && standing.othersWaiting) {
      const until = new Date(standing.lastUnpaidEnd.getTime() + cooldown * 1000);
      return { reason: 'cooling-down', message: this.messages.coolingDown(until) };
    }
    if (standing.openHolds >= this.config.SEAT_HOLDS_PER_STUDENT) return this.holdLimit();
    return undefined;
  }

  holdLimit(): FairHoldRefusal {
    return { reason: 'hold-limit', message: this.messages.holdLimit };
  }

  /** Whether the hold may be held longer: not once another student has been turned away from its class. */
  othersWaiting(hold: { classId: string; studentId: string; heldSince: Date }): Promise<boolean> {
    return this.lookups.othersWaiting(hold.classId, hold.studentId, hold.heldSince);
  }

  /**
   * Students were turned away from the class as full: others are waiting for it. Written a moment later, those of a
   * rush together, so a refusal never waits for it nor fails because of it.
   */
  turnedAway(classId: string, studentIds: readonly string[]): void {
    const now = Date.now();
    const fresh = studentIds.filter((studentId) => {
      const key = `${classId}:${studentId}`;
      if ((this.recorded.get(key) ?? 0) + DEMAND_RECORDED_EVERY_MS > now) return false;
      this.recorded.set(key, now);
      return true;
    });
    if (this.recorded.size >= DEMAND_MEMORY_LIMIT) this.recorded.clear();
    for (const studentId of fresh) this.pending.set(`${classId}:${studentId}`, { classId, studentId });
    if (fresh.length > 0) this.flushSoon();
  }

  // Before the database pool closes (onApplicationShutdown): the refusals heard last are written.
  onModuleDestroy(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    return this.written();
  }

  /** Resolves once every refusal heard so far is written (or failed); tests and shutdown wait for it. */
  async written(): Promise<void> {
    while (this.writing || this.pending.size > 0) await (this.writing ?? this.flush());
  }

  private flushSoon(): void {
    if (this.writing || this.flushTimer) return;
    this.flushTimer = setTimeout(() => void this.flush(), 0);
  }

  private flush(): Promise<void> {
    this.flushTimer = undefined;
    const refusals = [...this.pending.values()].slice(0, DEMAND_BATCH);
    for (const { classId, studentId } of refusals) this.pending.delete(`${classId}:${studentId}`);
    if (refusals.length === 0) return Promise.resolve();
    this.writing = this.lookups
      .turnedAway(refusals)
      .catch((error: unknown) => {
        this.logger.warn(`Could not record ${refusals.length} student(s) turned away: ${String(error)}`);
      })
      .finally(() => {
        this.writing = undefined;
        if (this.pending.size > 0) this.flushSoon();
      });
    return this.writing;
  }

  /** Refusals older than any hold can be no longer say anyone is waiting. */
  forgetOldDemand(): Promise<number> {
    return this.lookups.forgetOldDemand();
  }
}
