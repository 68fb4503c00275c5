import { ConflictException, Injectable } from '@nestjs/common';
import { PAYMENT_MESSAGES } from '@classhub/contracts';

/** Attempts that may ask classes for a seat of the same class at the same time; the others wait their turn. */
export const SEAT_REQUESTS_PER_CLASS = 64;
/** How long what classes last said about a class's free seats is trusted, unless a seat is known to be back sooner. */
export const SEATS_REMEMBERED_MS = 1000;

/** A refusal as full made here, without asking classes: classes is told the student waits (decision 0029). */
export class TurnedAwayWithoutAsking extends ConflictException {}

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
 * A per-process queue in front of classes' seat-hold request, per class: at most SEAT_REQUESTS_PER_CLASS attempts ask
 * classes at once and the others wait, as each one asked costs a checkout row, a request and a transaction. Every seat
 * classes grants says how many were still free; attempts waiting beyond that many are refused as full without asking,
 * since those ahead of them take every seat left if they succeed. Nobody is refused while the waiting line is no
 * longer than the seats left, so no seat goes unsold because of this count. What classes said is trusted for
 * SEATS_REMEMBERED_MS, or until a seat is known to be back; classes stays the only judge of who gets a seat.
 */
@Injectable()
export class SeatRequestQueue {
  private readonly lines = new Map<string, ClassLine>();
  private readonly seats = new Map<string, SeatsKnown>();

  /** Runs `takeSeat` when the class's turn comes, or refuses with 409 when the seats left are spoken for. */
  inTurn<T>(classId: string, takeSeat: () => Promise<T>): Promise<T> {
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
        refuse: (message) => reject(new TurnedAwayWithoutAsking({ statusCode: 409, error: 'Conflict', message })),
      });
      this.advance(classId);
    });
  }

  /** classes held a seat of the class and said how many were still free then. */
  seatsLeft(classId: string, left: number): void {
    const known = this.known(classId);
    // Answers can arrive out of the order classes gave them: the smallest count is the latest one.
    this.seats.set(classId, {
      left: known ? Math.min(known.left, left) : left,
      message: known?.message ?? PAYMENT_MESSAGES.classFull,
      since: this.now(),
    });
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
    if (known && (counted || known.left === 0))
      for (const refused of line.waiting.splice(known.left)) refused.refuse(known.message);
    while (line.asking < SEAT_REQUESTS_PER_CLASS && line.waiting.length > 0) line.waiting.shift()?.start();
    if (line.asking === 0 && line.waiting.length === 0) this.lines.delete(classId);
  }
}
