import { Inject, Injectable } from '@nestjs/common';
import { DRIZZLE } from '@classhub/nest-kit';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { IdentityDb } from '../db/identity-db.js';
import { loginFailures } from './login-failure.entity.js';

export interface LoginThrottleLimits {
  /** Failures of one account (email) within the window before it is blocked. */
  perAccount: number;
  /** Failures from one client IP, over any accounts, within the window. */
  perIp: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = { perAccount: 5, perIp: 20, windowSeconds: 15 * 60 };

export const LOGIN_LIMITS = Symbol('LOGIN_LIMITS');

/**
 * Slows password guessing: after too many recent failures for an account or from an IP, sign-ins are refused
 * (without checking the password) until the oldest counted failure leaves the window. Failures live in PostgreSQL,
 * so all replicas count together.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(DRIZZLE) private readonly db: IdentityDb,
    @Inject(LOGIN_LIMITS) private readonly limits: LoginThrottleLimits,
  ) {}

  /** Seconds until a sign-in for `account` from `ip` may be tried again; 0 when it may be tried now. */
  async retryAfterSeconds(account: string, ip: string): Promise<number> {
    const [byAccount, byIp] = await Promise.all([
      this.blockedUntil(eq(loginFailures.account, account), this.limits.perAccount),
      this.blockedUntil(eq(loginFailures.ip, ip), this.limits.perIp),
    ]);
    const until = Math.max(byAccount, byIp);
    return until > Date.now() ? Math.ceil((until - Date.now()) / 1000) : 0;
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    await this.db.insert(loginFailures).values({ account, ip });
    // Housekeeping in passing: failures too old to count for anything.
    await this.db.delete(loginFailures).where(lt(loginFailures.failedAt, sql`now() - make_interval(secs => ${this.limits.windowSeconds * 2})`));
  }

  /** A successful sign-in forgives the account's failures (the IP's stay counted). */
  async clearAccount(account: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.account, account));
  }

  /**
   * When `limit` or more failures match within the window, the moment the count drops below the limit again: the
   * `limit`-th most recent failure plus the window. Otherwise 0.
   */
  private async blockedUntil(match: ReturnType<typeof eq>, limit: number): Promise<number> {
    const [row] = await this.db
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(and(match, gt(loginFailures.failedAt, sql`now() - make_interval(secs => ${this.limits.windowSeconds})`)))
      .orderBy(desc(loginFailures.failedAt))
      .offset(limit - 1)
      .limit(1);
    return row ? row.failedAt.getTime() + this.limits.windowSeconds * 1000 : 0;
  }
}
