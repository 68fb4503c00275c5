import { Injectable } from '@nestjs/common';
import { PAYMENT_MESSAGES } from '@classhub/contracts';
import { conflict } from '@classhub/nest-kit';

/** Attempts that may ask classes for a seat of the same class at the same time; the others wait their turn. */
export const SEAT_REQUESTS_PER_CLASS = 64;
/** How long what classes last said about a class's free seats is trusted, unless a seat is known to be back sooner. */
export const SEATS_REMEMBERED_MS = 1000;

/** What classes last said about a class's free seats. */
interface SeatsKnown {
  left: number;
  /** The refusal's wording: classes' own when it answered "full". */
  message: string;
  /** When classes said it (this process's clock); trusted for SEATS_REMEMBERED_MS from then. */
  since: number;
}

/** The attempts of one class: those asking classes now, and those waiting their turn, oldest first. */
interface ClassLine {
  asking: number;
  waiting: Array<{ start: () => void; refuse: (message: string) => void }>;
}

/**
 * Admission to the seat-taking step of checkout, per class. In a rush most attempts are for a class that is about to
 * fill up, and each one sent to classes costs a checkout row, a NATS request and a transaction (decision 0025). So at
 * most SEAT_REQUESTS_PER_CLASS attempts per class are in that step at once, and the others wait in line. Every answer
 * from classes says how many seats were still free; attempts waiting beyond that many are refused then ("full"):
 * the attempts ahead of them in the line take every seat left if they succeed. Refused attempts are never sent
 * to classes, and nobody is refused while the waiting line is no longer than the seats left, so a rush
 * never leaves a seat unsold because of this count; a seat given back by an attempt that fails later is sold to the
 * next one who asks. What classes said is trusted for SEATS_REMEMBERED_MS, or until a seat is known to be back (a
 * release answered by classes, or a class event with more free seats). classes stays the only judge of who gets a
 * seat: this only spares it questions whose answer is already known, per process.
 */
@Injectable()
export class SeatAdmission {
  private readonly lines = new Map<string, ClassLine>();
  private readonly seats = new Map<string, SeatsKnown>();

  /** Runs `takeSeat` when the class's turn comes, or refuses with 409 when the seats left are spoken for. */
  admit<T>(classId: string, takeSeat: () => Promise<T>): Promise<T> {
    let line = this.lines.get(classId);
    if (!line) {
      line = { asking: 0, waiting: [] };
      this.lines.set(classId, line);
    }
    const current = line;
    return new Promise<T>((resolve, reject) => {
      current.waiting.push({
        start: () => {
          current.asking++;
          takeSeat()
            .then(resolve, reject)
            .finally(() => {
              current.asking--;
              this.advance(classId);
            });
        },
        refuse: (message) => reject(conflict(message)),
      });
      this.advance(classId);
    });
  }

  /** classes held a seat of the class and said how many were still free then. */
  seatsLeft(classId: string, left: number): void {
    const known = this.known(classId);
    // Answers can arrive out of the order classes gave them: the smallest count is the latest one.
    this.seats.set(classId, { left: known ? Math.min(known.left, left) : left, message: known?.message ?? PAYMENT_MESSAGES.classFull, since: this.now() });
    this.advance(classId, true);
  }

  /** classes refused a seat because the class is full. */
  refusedAsFull(classId: string, message: string): void {
    this.seats.set(classId, { left: 0, message, since: this.now() });
    this.advance(classId);
  }

  /**
   * A seat of the class may be free again: the next attempts ask classes without counting. With a class event's
   * count and time, news older than what classes last said, or with no more seats than it said, is ignored: a rush's
   * own holds report free seats that are gone since.
   */
  seatsBack(classId: string, seen?: { availableSeats: number; asOf: Date }): void {
    const known = this.seats.get(classId);
    if (!known) return;
    if (seen && (seen.asOf.getTime() < known.since || seen.availableSeats <= known.left)) return;
    this.seats.delete(classId);
    this.advance(classId);
  }

  /** The clock what classes said is kept by; tests give their own. */
  protected now(): number {
    return Date.now();
  }

  private known(classId: string): SeatsKnown | undefined {
    const known = this.seats.get(classId);
    if (known && known.since + SEATS_REMEMBERED_MS > this.now()) return known;
    this.seats.delete(classId);
    return undefined;
  }

  /**
   * Refuses the attempts waiting beyond the seats left, newest first, then lets the next ones ask. Beyond a count
   * above zero only as classes grants a seat (`counted`): that answer shows the attempts ahead are getting theirs;
   * while classes is away they fail instead, and those behind them are told it is unavailable, not full.
   */
  private advance(classId: string, counted = false): void {
    const line = this.lines.get(classId);
    if (!line) return;
    const known = this.known(classId);
    if (known && (counted || known.left === 0)) for (const refused of line.waiting.splice(known.left)) refused.refuse(known.message);
    while (line.asking < SEAT_REQUESTS_PER_CLASS && line.waiting.length > 0) line.waiting.shift()?.start();
    if (line.asking === 0 && line.waiting.length === 0) this.lines.delete(classId);
  }
}
