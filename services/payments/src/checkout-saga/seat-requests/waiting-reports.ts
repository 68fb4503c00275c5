import { Injectable, Logger } from '@nestjs/common';
import { CLASSES_SEAT_WAITING } from '@classhub/contracts';
import { RequestClient } from '@classhub/nest-kit';

/** A student turned away again and again is reported at most this often: in a rush they ask many times a second. */
const REPORTED_EVERY_MS = 5000;
const MEMORY_LIMIT = 10_000;

/**
 * Tells classes of the students the seat queue turned away without asking it, so classes knows others are waiting for
 * the class (decision 0029: no more time for its holds, a cool-down for those whose hold lapsed). Never delays or fails
 * the refusal itself.
 */
@Injectable()
export class WaitingReports {
  private readonly logger = new Logger(WaitingReports.name);
  /** When each class-and-student was last reported, this process's clock. */
  private readonly reported = new Map<string, number>();

  constructor(private readonly requests: RequestClient) {}

  turnedAway(classId: string, studentId: string): void {
    const key = `${classId}:${studentId}`;
    const now = Date.now();
    if ((this.reported.get(key) ?? 0) + REPORTED_EVERY_MS > now) return;
    if (this.reported.size >= MEMORY_LIMIT) this.reported.clear();
    this.reported.set(key, now);
    this.requests.request(CLASSES_SEAT_WAITING, { classId, studentId }).catch((error: unknown) => {
      this.logger.warn(`Could not tell classes a student waits for class ${classId}: ${String(error)}`);
    });
  }
}
