import { Injectable } from '@nestjs/common';
import { ROSTER_MAIL_RATE, ROSTER_MESSAGES } from '@classhub/contracts';
import { countInWindow, giveBackInWindow, orUnavailable, ThrottledError } from '@classhub/nest-kit';
import { RosterRedis } from './roster-redis.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The counters one send spent, to give back when the send does not happen after all. */
export interface SpentRosterMail {
  giveBack(): Promise<void>;
}

/**
 * How often an instructor may mail students (decision 0042): a few times an hour per class, a few more a day over all
 * their classes. Counted in Redis with identity's fixed-window counter, so every payments replica shares the limit;
 * Redis down refuses with a 503, never sends unlimited.
 */
@Injectable()
export class RosterMailLimit {
  constructor(private readonly redis: RosterRedis) {}

  /** Spends one send of `instructorId` to `classId`'s students, or throws ThrottledError with the wait. */
  async take(instructorId: string, classId: string): Promise<SpentRosterMail> {
    const classKey = `roster-mail:class:${classId}`;
    const instructorKey = `roster-mail:instructor:${instructorId}`;
    const classWait = await this.redisCall(() =>
      countInWindow(this.redis.client, classKey, ROSTER_MAIL_RATE.perClassPerHour, HOUR_MS),
    );
    if (classWait > 0) throw new ThrottledError(classWait, ROSTER_MESSAGES.tooManyForClass);
    const instructorWait = await this.redisCall(() =>
      countInWindow(this.redis.client, instructorKey, ROSTER_MAIL_RATE.perInstructorPerDay, DAY_MS),
    );
    if (instructorWait > 0) {
      await this.giveBack(classKey);
      throw new ThrottledError(instructorWait, ROSTER_MESSAGES.tooManyForInstructor);
    }
    return { giveBack: () => Promise.all([this.giveBack(classKey), this.giveBack(instructorKey)]).then(() => {}) };
  }

  private giveBack(key: string): Promise<void> {
    return this.redisCall(() => giveBackInWindow(this.redis.client, key));
  }

  private redisCall<T>(work: () => Promise<T>): Promise<T> {
    return orUnavailable('Mailing students', work);
  }
}
