import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ACCOUNT_MESSAGES, PASSWORD_CHANGED_V1, PASSWORD_RESET_REQUESTED_V1 } from '@classhub/contracts';
import { badRequest, DRIZZLE, OutboxWriter } from '@classhub/nest-kit';
import { eq, sql } from 'drizzle-orm';
import { AccountLinksService } from '../account-links/account-links.service.js';
import { AccountMailLimit } from '../account-links/account-mail-limit.js';
import type { IdentityDb } from '../db/identity-db.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { users } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { recipientOf } from '../account-links/recipient.js';

/**
 * "Forgot password?" (decision 0037). The request is answered the same way whether or not an account has the address,
 * and before anyone looks: the lookup and the link run after the answer, so neither the answer nor its timing tells
 * which addresses have accounts. The link works once, for PASSWORD_RESET_LINK_MINUTES.
 */
@Injectable()
export class PasswordResetService implements OnModuleDestroy {
  private readonly logger = new Logger(PasswordResetService.name);
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @Inject(DRIZZLE) private readonly db: IdentityDb,
    private readonly users: UsersService,
    private readonly links: AccountLinksService,
    private readonly limit: AccountMailLimit,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly outbox: OutboxWriter,
  ) {}

  /** Counts the request (per source and per address, 429 over either), then mails a link if the account exists. */
  async request(email: string, source: string): Promise<void> {
    await this.limit.takeMail(email, source);
    const work = this.mailLink(email)
      .catch((error: unknown) => this.logger.error({ err: error }, 'A password-reset link could not be prepared'))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Sets the new password through a link: the link dies, every session of the account ends, the owner is told. */
  async reset(token: string, password: string): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    const done = await this.db.transaction(async (tx) => {
      const link = await this.links.redeem(tx, token, ['password-reset']);
      if (!link) return false;
      // The mail reached its owner, so the address is proved as well; a Google-only account gets its first password.
      const [user] = await tx
        .update(users)
        .set({ passwordHash, emailVerified: true, updatedAt: sql`now()` })
        .where(eq(users.id, link.userId))
        .returning();
      if (!user) return false;
      await this.sessions.revokeAllOf(tx, user.id);
      await this.outbox.enqueue(tx, PASSWORD_CHANGED_V1, recipientOf(user));
      return true;
    });
    if (!done)
      throw badRequest(ACCOUNT_MESSAGES.linkInvalid, [{ field: 'token', message: ACCOUNT_MESSAGES.linkInvalid }]);
    this.users.publishSoon();
  }

  /** Requests answered but not yet worked through end before the database closes. */
  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  private async mailLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    await this.db.transaction(async (tx) => {
      const link = await this.links.issue(tx, { userId: user.id, purpose: 'password-reset' });
      await this.outbox.enqueue(tx, PASSWORD_RESET_REQUESTED_V1, {
        ...recipientOf(user),
        resetUrl: link.url,
        expiresAt: link.expiresAt,
      });
    });
    this.users.publishSoon();
  }
}
