import type { ClassDto, ClassSessionTimes } from '@classhub/contracts';
import { gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { classes, type ClassRow } from '../classes/class.entity.js';
import type { ClassesDb } from '../db/classes-db.js';
import { sessionsOf } from './class-schedule.js';

/** A class not yet over: without sessions (self-paced), or its last session ends in the future. */
export function notEnded(): SQL {
  return or(isNull(classes.endsAt), gt(classes.endsAt, sql`now()`)) as SQL;
}

/** The DTOs of `rows` with their sessions, read in one query. */
export async function withSessions(
  db: Pick<ClassesDb, 'select'>,
  rows: readonly ClassRow[],
  toDto: (row: ClassRow, sessions: readonly ClassSessionTimes[]) => ClassDto,
): Promise<ClassDto[]> {
  const sessions = await sessionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toDto(row, sessions.get(row.id) ?? []));
}
