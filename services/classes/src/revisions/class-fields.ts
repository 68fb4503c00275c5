import {
  CLASS_EDIT_MESSAGES,
  CLASS_UPDATED_V1,
  toCents,
  type ClassEdit,
  type ClassEditFields,
} from '@classhub/contracts';
import { conflict, type EventsTransaction, type OutboxWriter } from '@classhub/nest-kit';
import { eq, sql } from 'drizzle-orm';
import { classes, type ClassRow } from '../classes/class.entity.js';
import { toClassSnapshot } from '../classes/class.mapper.js';
import type { WaitlistSeats } from '../waitlist/waitlist-seats.js';
import { seatsTaken } from './seats-taken.js';

/** What an edit stores (class_revisions.changes) and shows: the edit as asked, seats being the class's new total. */
export function editFields(edit: ClassEdit & { description?: string }): ClassEditFields {
  return {
    className: edit.className,
    classImage: edit.classImage,
    availableSeats: edit.availableSeats,
    price: edit.price,
    ...(edit.description !== undefined ? { description: edit.description } : {}),
  };
}

/** The class's editable fields as they are now (seats: its total, taken or not). */
export async function currentFields(tx: Pick<EventsTransaction, 'select'>, klass: ClassRow): Promise<ClassEditFields> {
  return {
    className: klass.className,
    classImage: klass.classImage,
    availableSeats: klass.availableSeats + (await seatsTaken(tx, klass)),
    price: klass.priceCents / 100,
    description: klass.description,
  };
}

/**
 * Applies an edit to the class, whose row the caller has locked: seats become the new total, so what is left for sale
 * is the total less the seats enrolled, held and offered (never below them: 409). Seats added go through the waitlist
 * (`giveBack`), so students in line are offered them first. The new price is for seats held from now on: holds and
 * payments keep the price they were quoted. Announces the class as it now is (CLASS_UPDATED_V1).
 */
export async function applyClassFields(
  tx: EventsTransaction,
  deps: { outbox: OutboxWriter; waitlist: WaitlistSeats },
  locked: ClassRow,
  fields: ClassEditFields,
  extra: Partial<Pick<ClassRow, 'status'>> = {},
): Promise<ClassRow> {
  const taken = await seatsTaken(tx, locked);
  if (fields.availableSeats < taken) throw conflict(CLASS_EDIT_MESSAGES.seatsBelowTaken(taken));
  const added = fields.availableSeats - (locked.availableSeats + taken);
  let [row] = await tx
    .update(classes)
    .set({
      className: fields.className,
      classImage: fields.classImage,
      priceCents: toCents(fields.price),
      ...(fields.description !== undefined ? { description: fields.description } : {}),
      // Fewer seats come off what is for sale; more are given back below, through the waitlist.
      availableSeats: sql`${classes.availableSeats} + ${Math.min(added, 0)}`,
      ...extra,
      updatedAt: sql`now()`,
    })
    .where(eq(classes.id, locked.id))
    .returning();
  if (row && added > 0) row = await deps.waitlist.giveBack(tx, { classId: locked.id, seats: added });
  if (!row) throw new Error(`Class ${locked.id} disappeared under its lock`);
  await deps.outbox.enqueue(tx, CLASS_UPDATED_V1, toClassSnapshot(row));
  return row;
}
