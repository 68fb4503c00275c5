import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_ADMIN_MESSAGES } from '@classhub/contracts';
import { DRIZZLE, forbidden, SERVICE_CONFIG, type EventsTransaction } from '@classhub/nest-kit';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { IdentityConfig } from '../config/identity.config.js';
import type { IdentityDb } from '../db/identity-db.js';
import { users, type UserRow } from '../users/user.entity.js';
import { sessions } from './session.entity.js';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from './session-token.js';

export type RotationResult =
  /** `token` is the new cookie value; absent when the cookie the browser holds already is the current one. */
  | { ok: true; token?: string; user: UserRow }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'refused' };

type Db = IdentityDb | EventsTransaction;

/**
 * Refresh sessions behind the session cookie (docs/architecture.md#identity-and-access): opaque tokens, stored hashed,
 * rotated on use.
 */
@Injectable()
export class SessionsService {
  private readonly ttlMs: number;
  private readonly graceSeconds: number;

  constructor(
    @Inject(DRIZZLE) private readonly db: IdentityDb,
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
  ) {
    this.ttlMs = config.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;
    this.graceSeconds = config.SESSION_REUSE_GRACE_SECONDS;
  }

  /** Starts a new session family for `userId` (a sign-in) and returns its first token; 403 for a suspended account. */
  async start(userId: string, db: Db = this.db): Promise<string> {
    if (db === this.db) return this.db.transaction((tx) => this.start(userId, tx));
    // A suspension (decision 0045) updates this row and ends every session in its transaction: a sign-in racing it
    // either waits for it and is refused here, or commits first and has its new session ended by it.
    const [user] = await db
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('share');
    if (user?.suspendedAt) throw forbidden(ACCOUNT_ADMIN_MESSAGES.accountSuspended);
    const token = newSessionToken();
    await db
      .insert(sessions)
      .values({ familyId: randomUUID(), userId, tokenHash: hashSessionToken(token), expiresAt: this.expiry() });
    // Housekeeping in passing: this user's sessions that ended long ago.
    await db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now() - interval '1 day'`)));
    return token;
  }

  /** The user of a current (unrotated, unrevoked, unexpired) session token, or undefined. Changes nothing. */
  async userOf(token: string | undefined): Promise<UserRow | undefined> {
    if (!looksLikeSessionToken(token)) return undefined;
    const [row] = await this.db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, hashSessionToken(token)),
          isNull(sessions.rotatedAt),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return row?.user;
  }

  /**
   * Exchanges a current token for a new one of the same family when `accept(user)` agrees; the old token stops working.
   * A token that was already rotated is being replayed (stolen, or copied from the browser): the whole family is
   * revoked. Except within SESSION_REUSE_GRACE_SECONDS of its rotation, while the token it became is still unused:
   * that is a second tab refreshing with the cookie the first tab's answer is replacing, and it gets an access token
   * without a new cookie (the browser keeps the first answer's).
   */
  async rotate(token: string | undefined, accept: (user: UserRow) => boolean): Promise<RotationResult> {
    if (!looksLikeSessionToken(token)) return { ok: false, reason: 'unknown' };
    return this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({
          session: sessions,
          user: users,
          rotatedRecently: sql<boolean>`coalesce(${sessions.rotatedAt} > now() - make_interval(secs => ${this.graceSeconds}), false)`,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, hashSessionToken(token)))
        .for('update', { of: sessions });
      if (!found) return { ok: false, reason: 'unknown' } as const;
      const { session, user } = found;
      if (session.revokedAt) return { ok: false, reason: 'revoked' } as const;
      if (session.rotatedAt) {
        if (found.rotatedRecently && (await this.isCurrent(tx, session.replacedBy))) {
          return accept(user) ? ({ ok: true, user } as const) : ({ ok: false, reason: 'refused' } as const);
        }
        await this.revokeFamily(tx, session.familyId);
        return { ok: false, reason: 'reused' } as const;
      }
      if (session.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' } as const;
      if (!accept(user)) return { ok: false, reason: 'refused' } as const;
      const next = newSessionToken();
      const [successor] = await tx
        .insert(sessions)
        .values({
          familyId: session.familyId,
          userId: user.id,
          tokenHash: hashSessionToken(next),
          expiresAt: this.expiry(),
        })
        .returning({ id: sessions.id });
      await tx
        .update(sessions)
        .set({ rotatedAt: sql`now()`, replacedBy: successor?.id })
        .where(eq(sessions.id, session.id));
      return { ok: true, token: next, user } as const;
    });
  }

  /** Whether the session `id` is still the family's live token: not rotated, not revoked. */
  private async isCurrent(tx: Db, id: string | null): Promise<boolean> {
    if (!id) return false;
    const [row] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, id), isNull(sessions.rotatedAt), isNull(sessions.revokedAt)))
      .limit(1);
    return row !== undefined;
  }

  /** Sign-out: ends the token's whole family (every token it was rotated from or into). Unknown tokens are ignored. */
  async end(token: string | undefined): Promise<void> {
    if (!looksLikeSessionToken(token)) return;
    const [row] = await this.db
      .select({ familyId: sessions.familyId })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)))
      .limit(1);
    if (row) await this.revokeFamily(this.db, row.familyId);
  }

  /**
   * Ends every session of `userId` (a password reset, a password change), except the family of `keepToken` when given:
   * the browser that changed the password stays signed in.
   */
  async revokeAllOf(db: Db, userId: string, keepToken?: string): Promise<void> {
    const kept = await this.familyOf(db, keepToken);
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(eq(sessions.userId, userId), isNull(sessions.revokedAt), kept ? ne(sessions.familyId, kept) : undefined),
      );
  }

  /** Whether `token` is a live session of `userId` whose family (its sign-in) began less than `seconds` ago. */
  async signedInWithin(token: string | undefined, userId: string, seconds: number): Promise<boolean> {
    const family = await this.familyOf(this.db, token, userId);
    if (!family) return false;
    const [row] = await this.db
      .select({ recent: sql<boolean>`min(${sessions.createdAt}) > now() - make_interval(secs => ${seconds})` })
      .from(sessions)
      .where(eq(sessions.familyId, family));
    return row?.recent === true;
  }

  // The family of a current (unrevoked) session token, of `userId` when given.
  private async familyOf(db: Db, token: string | undefined, userId?: string): Promise<string | undefined> {
    if (!looksLikeSessionToken(token)) return undefined;
    const [row] = await db
      .select({ familyId: sessions.familyId })
      .from(sessions)
      .where(
        and(
          eq(sessions.tokenHash, hashSessionToken(token)),
          isNull(sessions.revokedAt),
          userId ? eq(sessions.userId, userId) : undefined,
        ),
      )
      .limit(1);
    return row?.familyId;
  }

  private async revokeFamily(db: Db, familyId: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
  }

  private expiry(): Date {
    return new Date(Date.now() + this.ttlMs);
  }
}
