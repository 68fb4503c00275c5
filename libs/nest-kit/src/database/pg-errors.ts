/** The SQLSTATE of `error`, or of the PostgreSQL error drizzle wrapped in it; undefined for any other error. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** True when `error` (or what drizzle wrapped in it) is a PostgreSQL error with SQLSTATE `code`. */
export function isPgError(error: unknown, code: string): boolean {
  return pgErrorCode(error) === code;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

// Errors that say the database is busy or briefly unreachable, not that the request was wrong: the caller may
// try again in a moment. Class 08 is "connection exception", 57P01-03 an administrator shutdown or restart.
const TRANSIENT_CODES = new Set(['57014', '25P03', '53300', '57P01', '57P02', '57P03', '40001', '40P01']);
const TRANSIENT_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /ECONNREFUSED|ECONNRESET/,
];

/**
 * True for a failure caused by load or an outage rather than by the request: the pool had no free connection in
 * time, a statement or an idle transaction ran past its timeout, a serialization failure or deadlock, or the
 * connection dropped. Such a request deserves a 503 with a reason, not a 500.
 */
export function isTransientDatabaseError(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code) return TRANSIENT_CODES.has(code) || code.startsWith('08');
  // The root cause only: drizzle's wrapper repeats the query and its parameters in its own message.
  let root = error;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  return root instanceof Error && TRANSIENT_MESSAGES.some((pattern) => pattern.test(root.message));
}
