/** Injection tokens of the database module: the drizzle instance and the pg pool behind it. */
export const DRIZZLE = Symbol('DRIZZLE');
export const PG_POOL = Symbol('PG_POOL');
