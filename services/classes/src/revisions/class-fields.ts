import {
  CLASS_EDIT_MESSAGES,
  CLASS_UPDATED_V1,
  toCents,
  type ClassEdit,
  type ClassEditFields,
  type ClassFields,
} from '@classhub/contracts';
import { conflict, type EventsTransaction, type OutboxWriter } from '@classhub/nest-kit';
import { eq, sql } from 'drizzle-orm';
import { classes, type ClassRow } from '../classes/class.entity.js';
import { toClassSnapshot } from '../classes/class.mapper.js';
import type { ClassesTransaction } from '../db/classes-db.js';
import { plannedSessions, replaceSessions, scheduleColumns, sessionsOf } from '../schedule/class-schedule.js';
import type { WaitlistSeats } from '../waitlist/waitlist-seats.js';
import { seatsTaken } from './seats-taken.js';

/** What an edit stores (class_revisions.changes): the editable fields as the instructor sent them (seats: the total). */
export type StoredEdit = Pick<ClassEdit, 'className' | 'classImage' | 'availableSeats' | 'price'> & ClassFields;

export function storedEdit(edit: ClassEdit): StoredEdit {
  const { className, classImage, availableSeats, price, description, learningOutcomes, timeZone, meetingUrl } = edit;
  return {
    className,
    classImage,
    availableSeats,
    price,
    description,
    learningOutcomes,
    timeZone,
    meetingUrl,
    sessions: edit.sessions,
  };
}

/** An edit as the admin compares it: sessions as instants (from the instructor's zone). */
export function proposedFields(edit: StoredEdit): ClassEditFields {
  return {
    className: edit.className,
    classImage: edit.classImage,
    availableSeats: edit.availableSeats,
    price: edit.price,
    description: edit.description,
    learningOutcomes: edit.learningOutcomes,
    timeZone: edit.timeZone,
    ...(edit.meetingUrl ? { meetingUrl: edit.meetingUrl } : {}),
    sessions: plannedSessions(edit).map(({ startsAt, durationMinutes }) => ({
      startsAt: startsAt.toISOString(),
      durationMinutes,
    })),
  };
}

/** The class's editable fields as they are now (seats: its total, taken or not). */
export async function currentFields(tx: Pick<EventsTransaction, 'select'>, klass: ClassRow): Promise<ClassEditFields> {
  const sessions = (await sessionsOf(tx, [klass.id])).get(klass.id) ?? [];
  return {
    className: klass.className,
    classImage: klass.classImage,
    availableSeats: klass.availableSeats + (await seatsTaken(tx, klass)),
    price: klass.priceCents / 100,
    description: klass.description,
    learningOutcomes: klass.learningOutcomes,
    timeZone: klass.timeZone,
    ...(klass.meetingUrl ? { meetingUrl: klass.meetingUrl } : {}),
    sessions,
  };
}

/**
 * Applies an edit to the class, whose row the caller has locked: seats become the new total, so what is left for sale
 * is the total less the seats enrolled, held and offered (never below them: 409). Seats added go through the waitlist
 * (`giveBack`), so students in line are offered them first. The new price is for seats held from now on: holds and
 * payments keep the price they were quoted. The sessions are replaced (the schedule's own functions, decision 0040).
 * Announces the class as it now is (CLASS_UPDATED_V1).
 */
export async function applyClassFields(
  tx: EventsTransaction,
  deps: { outbox: OutboxWriter; waitlist: WaitlistSeats },
  locked: ClassRow,
  edit: StoredEdit,
  extra: Partial<Pick<ClassRow, 'status'>> = {},
): Promise<ClassRow> {
  const taken = await seatsTaken(tx, locked);
  if (edit.availableSeats < taken) throw conflict(CLASS_EDIT_MESSAGES.seatsBelowTaken(taken));
  const added = edit.availableSeats - (locked.availableSeats + taken);
  const sessions = plannedSessions(edit);
  await tx
    .update(classes)
    .set({
      className: edit.className,
      classImage: edit.classImage,
      priceCents: toCents(edit.price),
      ...scheduleColumns(edit, sessions),
      // Fewer seats come off what is for sale; more are given back below, through the waitlist.
      availableSeats: sql`${classes.availableSeats} + ${Math.min(added, 0)}`,
      ...extra,
      updatedAt: sql`now()`,
    })
    .where(eq(classes.id, locked.id));
  await replaceSessions(tx as ClassesTransaction, locked.id, sessions);
  const row =
    added > 0
      ? await deps.waitlist.giveBack(tx, { classId: locked.id, seats: added })
      : (await tx.select().from(classes).where(eq(classes.id, locked.id)))[0];
  if (!row) throw new Error(`Class ${locked.id} disappeared under its lock`);
  await deps.outbox.enqueue(tx, CLASS_UPDATED_V1, toClassSnapshot(row));
  return row;
}
