import { setPlaceholder } from '@classhub/nest-kit';
import { and, eq, exists, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { classListings } from '../../class-listings/class-listings-read-model.entity.js';
import type { PaymentsDb } from '../../db/payments-db.js';
import { payments } from '../../payments/payment.entity.js';
import { selections } from '../../selections/selection.entity.js';
import { checkouts, PAYABLE_STATUSES, type CheckoutRow } from '../checkout.entity.js';

type CheckoutColumn = keyof CheckoutRow;

/** The columns a batch of new attempts sends, one array each. */
export const HOLDING_COLUMNS = [
  'holdId',
  'selectionId',
  'studentId',
  'studentEmail',
  'studentName',
  'classId',
] as const satisfies readonly CheckoutColumn[];
/** The columns a batch of openings sends, one array each. */
export const OPENING_COLUMNS = [
  'holdId',
  'intentId',
  'clientSecret',
  'amountCents',
  'expiresAt',
] as const satisfies readonly CheckoutColumn[];

/** The statements of every checkout attempt, each prepared once. */
export type CheckoutStatements = ReturnType<typeof prepareCheckoutStatements>;

export function prepareCheckoutStatements(db: PaymentsDb) {
  return {
    startsOfSelections: startsOfSelections(db),
    payableOfSelection: payableOfSelection(db),
    ofHold: ofHold(db),
    ofIntent: ofIntent(db),
    insertHoldings: insertHoldings(db),
    openAttempts: openAttempts(db),
    endAttempt: endAttempt(db),
  };
}

/** The parameters of a batch statement: one array per column, named after the column. */
export function columnArrays<K extends CheckoutColumn>(
  columns: readonly K[],
  rows: ReadonlyArray<Record<K, unknown>>,
): Record<K, unknown[]> {
  return Object.fromEntries(columns.map((column) => [column, rows.map((row) => row[column])])) as Record<K, unknown[]>;
}

/**
 * A batch as the rows of `asked`, unnested from the arrays of `columnArrays`: one statement then serves every batch
 * size, where a VALUES list would be planned anew for each.
 */
function askedRows(columns: readonly CheckoutColumn[]): SQL {
  const arrays = columns.map((column) => sql`${sql.placeholder(column)}::${sql.raw(checkouts[column].getSQLType())}[]`);
  const names = columns.map((column) => sql.identifier(checkouts[column].name));
  return sql`unnest(${sql.join(arrays, sql`, `)}) AS asked (${sql.join(names, sql`, `)})`;
}

/** The value of `column` in the batch's row. */
function asked(column: CheckoutColumn): SQL {
  return sql`asked.${sql.identifier(checkouts[column].name)}`;
}

/** A new attempt's row: what its batch row says, and the state every attempt starts in. */
const NEW_HOLDING: Record<CheckoutColumn, SQL> = {
  holdId: asked('holdId'),
  selectionId: asked('selectionId'),
  studentId: asked('studentId'),
  studentEmail: asked('studentEmail'),
  studentName: asked('studentName'),
  classId: asked('classId'),
  intentId: sql`NULL::text`,
  clientSecret: sql`NULL::text`,
  amountCents: sql`NULL::integer`,
  status: sql`'holding'`,
  seatReleased: sql`false`,
  expiresAt: sql`NULL::timestamptz`,
  createdAt: sql`now()`,
};

/** A SELECT list for an INSERT … SELECT into checkouts, which names every column in the table's order. */
function inTableOrder(row: Record<CheckoutColumn, SQL>): SQL {
  const columns = Object.keys(getTableColumns(checkouts)) as CheckoutColumn[];
  return sql.join(
    columns.map((column) => row[column]),
    sql`, `,
  );
}

/**
 * The cart items `selectionIds`, each with whether its class is paid for, the seats its class lists (null when the
 * listing is gone) and its payable attempts (and those still holding, which have no intent yet), newest first.
 */
function startsOfSelections(db: PaymentsDb) {
  const paidFor = db
    .select({ one: sql`1` })
    .from(payments)
    .where(
      and(
        eq(payments.studentId, selections.studentId),
        eq(payments.classId, selections.classId),
        ne(payments.enrolmentStatus, 'refunded'),
      ),
    );
  return db
    .select({
      selection: selections,
      paid: exists(paidFor).mapWith(Boolean),
      listedSeats: sql<
        number | null
      >`(SELECT ${classListings.availableSeats} FROM ${classListings} WHERE ${classListings.classId} = ${selections.classId})`,
      checkout: checkouts,
    })
    .from(selections)
    .leftJoin(
      checkouts,
      and(eq(checkouts.selectionId, selections.id), inArray(checkouts.status, [...PAYABLE_STATUSES, 'holding'])),
    )
    .where(sql`${selections.id} = ANY(${sql.placeholder('selectionIds')})`)
    .orderBy(sql`${checkouts.createdAt} DESC`)
    .prepare('checkouts_starts_of_selections');
}

function payableOfSelection(db: PaymentsDb) {
  return db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.selectionId, sql.placeholder('selectionId')), inArray(checkouts.status, PAYABLE_STATUSES)))
    .orderBy(sql`${checkouts.createdAt} DESC`)
    .prepare('checkouts_payable_of_selection');
}

function ofHold(db: PaymentsDb) {
  return db
    .select()
    .from(checkouts)
    .where(eq(checkouts.holdId, sql.placeholder('holdId')))
    .limit(1)
    .prepare('checkouts_of_hold');
}

function ofIntent(db: PaymentsDb) {
  return db
    .select()
    .from(checkouts)
    .where(eq(checkouts.intentId, sql.placeholder('intentId')))
    .limit(1)
    .prepare('checkouts_of_intent');
}

/** New attempts, holding; a hold id already known gets no row. */
function insertHoldings(db: PaymentsDb) {
  return db
    .insert(checkouts)
    .select(sql`SELECT ${inTableOrder(NEW_HOLDING)} FROM ${askedRows(HOLDING_COLUMNS)}`)
    .onConflictDoNothing()
    .returning()
    .prepare('checkouts_insert_holdings');
}

/** holding → open, with each attempt's intent. */
function openAttempts(db: PaymentsDb) {
  return db
    .update(checkouts)
    .set({
      status: 'open',
      intentId: asked('intentId'),
      clientSecret: asked('clientSecret'),
      amountCents: asked('amountCents'),
      expiresAt: asked('expiresAt'),
    })
    .from(askedRows(OPENING_COLUMNS))
    .where(and(eq(checkouts.holdId, asked('holdId')), eq(checkouts.status, 'holding')))
    .returning(getTableColumns(checkouts))
    .prepare('checkouts_open_all');
}

/** The attempt `holdId` moves from one of `from` to `to`; `seatReleased` can only become true. */
function endAttempt(db: PaymentsDb) {
  return db
    .update(checkouts)
    .set({
      status: setPlaceholder('to'),
      seatReleased: sql`${checkouts.seatReleased} OR ${sql.placeholder('seatReleased')}::boolean`,
    })
    .where(
      and(
        eq(checkouts.holdId, sql.placeholder('holdId')),
        sql`${checkouts.status} = ANY(${sql.placeholder('from')}::text[])`,
      ),
    )
    .returning()
    .prepare('checkouts_end');
}
