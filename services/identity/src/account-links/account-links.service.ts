import { Inject, Injectable } from '@nestjs/common';
import { DRIZZLE, SERVICE_CONFIG, type EventsTransaction } from '@classhub/nest-kit';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { IdentityConfig } from '../config/identity.config.js';
import type { IdentityDb } from '../db/identity-db.js';
import { accountLinks, type AccountLinkPurpose, type AccountLinkRow } from './account-link.entity.js';
import { hashLinkToken, linkTokenMatches, newLinkToken } from './account-link-token.js';

export interface IssuedLink {
  url: string;
  /** ISO 8601, as the events carry it. */
  expiresAt: string;
}

// The shell's pages that open each kind of link.
const PAGE: Record<AccountLinkPurpose, string> = {
  'password-reset': '/reset-password',
  'sign-up': '/verify-email',
  'email-change': '/verify-email',
};

type Db = IdentityDb | EventsTransaction;

/** Single-use, short-lived links mailed to accounts (decision 0037): issued, then redeemed at most once. */
@Injectable()
export class AccountLinksService {
  constructor(
    @Inject(DRIZZLE) private readonly db: IdentityDb,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /**
   * A new link for `userId`; an older unused link of the same purpose dies with it (only the latest mail works).
   * Runs in the caller's transaction, with the event that mails it.
   */
  async issue(
    tx: EventsTransaction,
    link: { userId: string; purpose: AccountLinkPurpose; newEmail?: string; source?: string },
  ): Promise<IssuedLink> {
    const token = newLinkToken();
    const expiresAt = new Date(Date.now() + this.lifetimeMs(link.purpose));
    // A resent sign-up link keeps the sign-up's source, so proving it still gives the source's count back.
    const source = link.source ?? (await this.previousSource(tx, link.userId, link.purpose));
    await this.revoke(tx, link.userId, [link.purpose]);
    await tx.insert(accountLinks).values({ ...link, source, tokenHash: hashLinkToken(token), expiresAt });
    const url = `${this.config.PUBLIC_URL}${PAGE[link.purpose]}?token=${encodeURIComponent(token)}`;
    return { url, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Uses the link of `token` when it is one of `purposes`, unused and unexpired, and answers it; undefined otherwise.
   * One conditional UPDATE: of two requests racing with the same token, exactly one gets the row.
   */
  async redeem(tx: Db, token: string, purposes: readonly AccountLinkPurpose[]): Promise<AccountLinkRow | undefined> {
    const [row] = await tx
      .update(accountLinks)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(accountLinks.tokenHash, hashLinkToken(token)),
          inArray(accountLinks.purpose, [...purposes]),
          isNull(accountLinks.usedAt),
          gt(accountLinks.expiresAt, sql`now()`),
        ),
      )
      .returning();
    return row && linkTokenMatches(token, row.tokenHash) ? row : undefined;
  }

  /** Ends every unused link of `userId` of these purposes (the password changed another way, the address moved). */
  async revoke(tx: Db, userId: string, purposes: readonly AccountLinkPurpose[]): Promise<void> {
    await tx
      .update(accountLinks)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(accountLinks.userId, userId), inArray(accountLinks.purpose, [...purposes]), isNull(accountLinks.usedAt)),
      );
  }

  private async previousSource(tx: Db, userId: string, purpose: AccountLinkPurpose): Promise<string | null> {
    const [row] = await tx
      .select({ source: accountLinks.source })
      .from(accountLinks)
      .where(and(eq(accountLinks.userId, userId), eq(accountLinks.purpose, purpose)))
      .orderBy(desc(accountLinks.createdAt))
      .limit(1);
    return row?.source ?? null;
  }

  private lifetimeMs(purpose: AccountLinkPurpose): number {
    return purpose === 'password-reset'
      ? this.config.PASSWORD_RESET_LINK_MINUTES * 60_000
      : this.config.EMAIL_VERIFICATION_LINK_HOURS * 3_600_000;
  }
}
