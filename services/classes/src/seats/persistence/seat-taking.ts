import { isPgError, UNIQUE_VIOLATION } from '@classhub/nest-kit';
import { sql } from 'drizzle-orm';
import { classes, type ClassRow } from '../../classes/class.entity.js';

/** A hold a student asks for: `holdId` is chosen by payments, so asking twice with it is recognised. */
export interface HoldAsked {
  holdId: string;
  classId: string;
  studentId: string;
}

/** A seat taken: the hold that has it, and the class as the taking left it. */
export interface SeatTaken {
  hold: { id: string; expiresAt: Date };
  klass: ClassRow;
}

/**
 * What taking a seat came to: a seat; `none-left` when its batch ran out of seats before this hold's turn;
 * `hold-limit` when the student already holds as many seats as one may (decision 0029); or `not-taken` when the class
 * refused (gone, not open or full), the reason to be read again.
 */
export type SeatTaking = SeatTaken | 'none-left' | 'hold-limit' | 'not-taken';

/** What one seat-taking transaction needs to know of the fair-hold settings. */
export interface SeatTakingRules {
  windowSeconds: number;
  holdsPerStudent: number;
}

/** Thrown inside a seat-taking transaction to roll it back when no seat could be taken. */
export class NoSeatTaken extends Error {}

/** A concurrent request for the same hold id, or the same student and class, won: asked again, the hold is found. */
export function lostARace(error: unknown): boolean {
  return isPgError(error, UNIQUE_VIOLATION);
}

export const expiryIn = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** The class's price, read, not locked: the class row is locked after the hold, in that order. */
export const priceOf = (classId: string) =>
  sql<number>`COALESCE((SELECT ${classes.priceCents} FROM ${classes} WHERE ${classes.id} = ${classId}), 0)`;
