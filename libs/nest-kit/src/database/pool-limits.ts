/** Bounds on the pool and on every session it opens, so no request can wait or hold a connection forever. */
export interface PoolLimits {
  size: number;
  /** How long a request waits for a free connection before it is answered 503. */
  connectionTimeoutMs: number;
  /** The server cancels any statement running longer. */
  statementTimeoutMs: number;
  /** The server ends a session left idle inside an open transaction for longer (its locks are released). */
  idleInTransactionTimeoutMs: number;
  /**
   * How long an unused connection stays open; 0 keeps it. Kept by default: a connection closed after a quiet spell
   * is paid for again by the next burst (a PostgreSQL backend started, every prepared statement parsed and planned
   * anew), and a pool of `size` connections costs the server the same whether they are busy or not.
   */
  idleTimeoutMs: number;
}

export const DEFAULT_POOL_LIMITS: PoolLimits = {
  size: 10,
  connectionTimeoutMs: 3000,
  statementTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 10_000,
  idleTimeoutMs: 0,
};
