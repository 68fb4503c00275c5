import { sql, type SQL } from 'drizzle-orm';

/**
 * A value filled in when a prepared UPDATE runs, for drizzle's `.set({...})`, whose types take values and SQL but not
 * `sql.placeholder` (an INSERT's `.values` and a WHERE take it as it is).
 */
export function setPlaceholder(name: string): SQL {
  return sql`${sql.placeholder(name)}`;
}
