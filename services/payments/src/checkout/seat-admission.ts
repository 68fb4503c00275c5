import { Injectable } from '@nestjs/common';
import { conflict } from '@classhub/nest-kit';
import pLimit, { type LimitFunction } from 'p-limit';

/** Attempts that may ask classes for a seat of the same class at the same time; the others wait their turn. */
export const SEAT_REQUESTS_PER_CLASS = 8;
/** How long a "full" answer from classes is trusted without asking again, unless a seat is known to be back sooner. */
export const FULL_REMEMBERED_MS = 1000;

/**
 * Admission to the seat-taking step of checkout, per class. In a rush most attempts are for a class that has just
 * filled up, and each one sent to classes costs a checkout row, a NATS request and a transaction (decision 0025). So at
 * most SEAT_REQUESTS_PER_CLASS attempts per class are in that step at once, and once classes has answered "full", the
 * attempts waiting behind them are refused from memory with the same message, for FULL_REMEMBERED_MS or until a seat
 * of the class comes back (a release answered by classes, or a class event with free seats). classes stays the only
 * judge of who gets a seat: this only spares it questions whose answer is already known, per process.
 */
@Injectable()
export class SeatAdmission {
  private readonly queues = new Map<string, LimitFunction>();
  private readonly full = new Map<string, { message: string; since: number; until: number }>();

  /** Runs `takeSeat` when the class's turn comes, or refuses with 409 when classes said "full" a moment ago. */
  async admit<T>(classId: string, takeSeat: () => Promise<T>): Promise<T> {
    let queue = this.queues.get(classId);
    if (!queue) {
      queue = pLimit(SEAT_REQUESTS_PER_CLASS);
      this.queues.set(classId, queue);
    }
    try {
      return await queue(() => {
        const refusal = this.fullMessage(classId);
        if (refusal) throw conflict(refusal);
        return takeSeat();
      });
    } finally {
      if (queue.activeCount === 0 && queue.pendingCount === 0) this.queues.delete(classId);
    }
  }

  /** classes refused a seat because the class is full. */
  refusedAsFull(classId: string, message: string): void {
    const now = this.now();
    this.full.set(classId, { message, since: now, until: now + FULL_REMEMBERED_MS });
  }

  /**
   * A seat of the class is free again (as of `asOf`, when the news is a class event): the next attempt asks classes.
   * Events older than the "full" answer are ignored: a rush's own holds report free seats that are gone since.
   */
  seatsBack(classId: string, asOf?: Date): void {
    const remembered = this.full.get(classId);
    if (remembered && (!asOf || asOf.getTime() >= remembered.since)) this.full.delete(classId);
  }

  /** The clock the memory of "full" is kept by; tests give their own. */
  protected now(): number {
    return Date.now();
  }

  private fullMessage(classId: string): string | undefined {
    const remembered = this.full.get(classId);
    if (remembered && remembered.until > this.now()) return remembered.message;
    this.full.delete(classId);
    return undefined;
  }
}
