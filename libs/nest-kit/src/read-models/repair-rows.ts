import { and, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EventsDatabase, EventsTransaction } from '../events/events.types.js';

export interface RepairColumns {
  /** The row's key (the conflict target). */
  key: PgColumn;
  /** The newest applied event's time: a row whose event is later than the repair's is left alone. */
  occurredAt: PgColumn;
  /** What the read model keeps of the source: a row is rewritten only when one of these differs. */
  compared: readonly PgColumn[];
}

const excluded = (column: PgColumn): SQL => sql.raw(`excluded."${column.name}"`);

/**
 * Inserts the rows the read model lacks and rewrites those that differ from the source, unless an event that occurred
 * later than the repair was applied to them meanwhile; one statement for the whole page. Answers the keys it wrote.
 */
export async function repairRows<T extends PgTable>(
  db: EventsDatabase | EventsTransaction,
  table: T,
  rows: T['$inferInsert'][],
  { key, occurredAt, compared }: RepairColumns,
): Promise<unknown[]> {
  if (rows.length === 0) return [];
  const property = new Map(Object.entries(getTableColumns(table)).map(([name, column]) => [column, name]));
  const set = Object.fromEntries([...compared, occurredAt].map((column) => [property.get(column), excluded(column)]));
  const written = await db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({
      target: key,
      set,
      setWhere: and(
        sql`${occurredAt} <= ${excluded(occurredAt)}`,
        or(...compared.map((column) => sql`${column} is distinct from ${excluded(column)}`)),
      ),
    })
    .returning({ key });
  return written.map((row) => row.key);
}
