/**
 * How long a transaction that wrote an event may take to commit: statements and idle transactions are cut at 10 s
 * (DB_STATEMENT_TIMEOUT_MS, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS), so this leaves room to spare.
 */
export const SNAPSHOT_COMMIT_GRACE_MS = 15_000;

/**
 * The `asOf` of a page a source reads now: every change whose event occurred before it has committed, so it is in
 * the page. An event still committing while the page is read occurred later than this, so it wins over the repair.
 */
export function snapshotAsOf(now = Date.now()): string {
  return new Date(now - SNAPSHOT_COMMIT_GRACE_MS).toISOString();
}

/** Where the page after `rows` starts: the last id when the page is full, otherwise null (the last page). */
export function nextAfter<Row>(rows: readonly Row[], limit: number, idOf: (row: Row) => string): string | null {
  const last = rows.at(-1);
  return rows.length === limit && last ? idOf(last) : null;
}
