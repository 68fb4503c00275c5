import { batchedWhileBusy } from '@classhub/nest-kit';
import { and, eq, inArray, or } from 'drizzle-orm';
import { classes, type ClassRow } from '../../classes/class.entity.js';
import type { ClassesDb } from '../../db/classes-db.js';
import { seatHolds, type SeatHoldRow } from '../seat-hold.entity.js';
import type { HoldAsked } from './seat-taking.js';

/** The hold asked for under its id, and the student's current hold of the class. */
export interface HoldsOfRequest {
  asked?: SeatHoldRow;
  current?: SeatHoldRow;
}

export type ClassSeats = Pick<
  ClassRow,
  'status' | 'availableSeats' | 'priceCents' | 'className' | 'cancelledAt' | 'endsAt'
>;

export interface SeatHoldLookups {
  holdsOf(request: HoldAsked): Promise<HoldsOfRequest>;
  /** Undefined when the class is gone. */
  classSeats(classId: string): Promise<ClassSeats | undefined>;
}

/** The reads of a hold request; those asked for while others are being read share one query (decision 0025). */
export function seatHoldLookups(db: ClassesDb): SeatHoldLookups {
  const holds = batchedWhileBusy((requests: readonly HoldAsked[]) => holdsOf(db, requests), {
    batchesAtOnce: 2,
    maxBatchSize: 100,
  });
  const seats = batchedWhileBusy((classIds: readonly string[]) => classSeatsOf(db, classIds), {
    batchesAtOnce: 2,
    maxBatchSize: 100,
  });
  return {
    holdsOf: (request) => holds.load(request),
    classSeats: (classId) => seats.load(classId),
  };
}

async function holdsOf(db: ClassesDb, requests: readonly HoldAsked[]): Promise<HoldsOfRequest[]> {
  const studentsByClass = new Map<string, string[]>();
  for (const { classId, studentId } of requests)
    studentsByClass.set(classId, [...(studentsByClass.get(classId) ?? []), studentId]);
  const rows = await db
    .select()
    .from(seatHolds)
    .where(
      or(
        inArray(
          seatHolds.id,
          requests.map((request) => request.holdId),
        ),
        ...[...studentsByClass].map(([classId, studentIds]) =>
          and(eq(seatHolds.classId, classId), inArray(seatHolds.studentId, studentIds), eq(seatHolds.status, 'held')),
        ),
      ),
    );
  return requests.map(({ holdId, classId, studentId }) => ({
    asked: rows.find((hold) => hold.id === holdId),
    current: rows.find(
      (hold) =>
        hold.id !== holdId && hold.classId === classId && hold.studentId === studentId && hold.status === 'held',
    ),
  }));
}

async function classSeatsOf(db: ClassesDb, classIds: readonly string[]): Promise<Array<ClassSeats | undefined>> {
  const rows = await db
    .select({
      id: classes.id,
      status: classes.status,
      availableSeats: classes.availableSeats,
      priceCents: classes.priceCents,
      className: classes.className,
      cancelledAt: classes.cancelledAt,
      endsAt: classes.endsAt,
    })
    .from(classes)
    .where(inArray(classes.id, [...new Set(classIds)]));
  return classIds.map((classId) => rows.find((row) => row.id === classId));
}
