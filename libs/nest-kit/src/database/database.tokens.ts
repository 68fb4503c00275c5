/** Injection tokens of the database module: the drizzle instance and the pg pool behind it. */
export const DRIZZLE = Symbol('DRIZZLE');
export const PG_POOL = Symbol('PG_POOL');

/**
 * Reads that tolerate a little lag (decision 0048): on `DATABASE_READ_URL`'s replica while it keeps up, otherwise the
 * same as `DRIZZLE`. Never for a write, a transaction, or what a user reads back right after their own write.
 */
export const DRIZZLE_READ = Symbol('DRIZZLE_READ');
/** The pool of `DRIZZLE_READ`'s replica (`PG_POOL` itself without one). */
export const PG_READ_POOL = Symbol('PG_READ_POOL');
/** The `ReadRouting` of `DRIZZLE_READ`: where it reads now, and when a commit can be seen there. */
export const READ_ROUTING = Symbol('READ_ROUTING');
