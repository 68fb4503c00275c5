import { sessionInstants, type ClassFields, type ClassSessionTimes } from '@classhub/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { ClassRow } from '../classes/class.entity.js';
import { classes } from '../classes/class.entity.js';
import type { ClassesDb } from '../db/classes-db.js';
import { classSessions } from './class-session.entity.js';

type Tx = Pick<ClassesDb, 'select' | 'insert' | 'delete' | 'update'>;

/** A session as stored: its start instant and length. */
export interface PlannedSession {
  startsAt: Date;
  durationMinutes: number;
}

/** The sessions the instructor wrote, as instants in their time zone, first first. */
export function plannedSessions(fields: Pick<ClassFields, 'sessions' | 'timeZone'>): PlannedSession[] {
  const instants = sessionInstants(fields);
  return fields.sessions
    .map((session, index) => ({ startsAt: instants[index] as Date, durationMinutes: session.durationMinutes }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** classes.starts_at / ends_at for these sessions: the first start and the latest end (null for none). */
export function scheduleSpan(sessions: readonly PlannedSession[]): Pick<ClassRow, 'startsAt' | 'endsAt'> {
  if (sessions.length === 0) return { startsAt: null, endsAt: null };
  const ends = sessions.map((session) => session.startsAt.getTime() + session.durationMinutes * 60_000);
  return {
    startsAt: new Date(Math.min(...sessions.map((session) => session.startsAt.getTime()))),
    endsAt: new Date(Math.max(...ends)),
  };
}

/** The class columns the schedule fields set (description, outcomes, zone, link, start and end). */
export function scheduleColumns(
  fields: ClassFields,
  sessions: readonly PlannedSession[],
): Pick<ClassRow, 'description' | 'learningOutcomes' | 'timeZone' | 'meetingUrl' | 'startsAt' | 'endsAt'> {
  return {
    description: fields.description,
    learningOutcomes: fields.learningOutcomes,
    timeZone: fields.timeZone,
    meetingUrl: fields.meetingUrl,
    ...scheduleSpan(sessions),
  };
}

/**
 * Replaces the class's sessions and keeps classes.starts_at / ends_at in step with them, in the caller's transaction
 * (creating a class, or applying an edit).
 */
export async function replaceSessions(tx: Tx, classId: string, sessions: readonly PlannedSession[]): Promise<void> {
  await tx.delete(classSessions).where(eq(classSessions.classId, classId));
  await insertSessions(tx, classId, sessions);
  await tx.update(classes).set(scheduleSpan(sessions)).where(eq(classes.id, classId));
}

/** Stores the sessions of a class just inserted with scheduleColumns (its start and end already set). */
export async function insertSessions(tx: Pick<Tx, 'insert'>, classId: string, sessions: readonly PlannedSession[]) {
  if (sessions.length > 0) await tx.insert(classSessions).values(sessions.map((session) => ({ classId, ...session })));
}

/** The sessions of some classes, each class's in order, as the API shows them. */
export async function sessionsOf(
  db: Pick<ClassesDb, 'select'>,
  classIds: readonly string[],
): Promise<Map<string, ClassSessionTimes[]>> {
  const bySession = new Map<string, ClassSessionTimes[]>();
  if (classIds.length === 0) return bySession;
  const rows = await db
    .select()
    .from(classSessions)
    .where(inArray(classSessions.classId, [...new Set(classIds)]))
    .orderBy(asc(classSessions.classId), asc(classSessions.startsAt));
  for (const row of rows) {
    const list = bySession.get(row.classId) ?? [];
    list.push({ startsAt: row.startsAt.toISOString(), durationMinutes: row.durationMinutes });
    bySession.set(row.classId, list);
  }
  return bySession;
}
