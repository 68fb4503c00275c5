import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { AtMostEvery, batchedWhileBusy, DRIZZLE, SERVICE_CONFIG } from '@classhub/nest-kit';
import type { ClassesConfig } from '../config/classes.config.js';
import type { ClassesDb } from '../db/classes-db.js';
import { FairHoldLookups } from './persistence/fair-hold.lookups.js';
import type { StandingAsked } from './persistence/fair-hold.lookups.js';
import type { HoldAsked } from './persistence/seat-taking.js';
import { seatHoldMessages } from './seat-hold.messages.js';

/** A turned-away student is written down again at most this often: in a rush they ask many times a second. */
const DEMAND_RECORDED_EVERY_MS = 5000;

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
  private readonly recorded = new AtMostEvery(DEMAND_RECORDED_EVERY_MS);
  /** Refusals heard while others are being written go together in one statement (decision 0025). */
  private readonly refusals;
  /** Writes under way, for `written()`. */
  private readonly writing = new Set<Promise<void>>();

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
    this.refusals = batchedWhileBusy(
      async (refusals: readonly StandingAsked[]) => {
        await this.lookups.turnedAway(refusals);
        return refusals.map(() => undefined);
      },
      { batchesAtOnce: 1, maxBatchSize: 500 },
    );
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
    for (const studentId of studentIds) {
      if (!this.recorded.due(`${classId}:${studentId}`)) continue;
      const write = this.refusals.load({ classId, studentId }).catch((error: unknown) => {
        this.logger.warn(`Could not record that a student was turned away from class ${classId}: ${String(error)}`);
      });
      this.writing.add(write);
      void write.finally(() => this.writing.delete(write));
    }
  }

  // Before the database pool closes (onApplicationShutdown): the refusals heard last are written.
  onModuleDestroy(): Promise<void> {
    return this.written();
  }

  /** Resolves once every refusal heard so far is written (or failed); tests and shutdown wait for it. */
  async written(): Promise<void> {
    while (this.writing.size > 0) await Promise.all(this.writing);
  }

  /** Refusals older than any hold can be no longer say anyone is waiting. */
  forgetOldDemand(): Promise<number> {
    return this.lookups.forgetOldDemand();
  }
}
