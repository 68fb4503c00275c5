import { Inject, Injectable } from '@nestjs/common';
import {
  ACCOUNT_MESSAGES,
  EMAIL_VERIFICATION_REQUESTED_V1,
  IDENTITY_MESSAGES,
  USER_PROFILE_UPDATED_V1,
  type EmailVerifiedResponse,
} from '@classhub/contracts';
import { badRequest, conflict, DRIZZLE, keyPart, OutboxWriter, type EventsTransaction } from '@classhub/nest-kit';
import { eq, sql } from 'drizzle-orm';
import { AccountLinksService } from '../account-links/account-links.service.js';
import { AccountMailLimit } from '../account-links/account-mail-limit.js';
import { OwnerCheck } from '../account-settings/owner-check.js';
import { SignUpLimit } from '../accounts/sign-up-limit.js';
import type { IdentityDb } from '../db/identity-db.js';
import { recipientOf } from '../account-links/recipient.js';
import { users, type UserRow } from '../users/user.entity.js';
import { toUserSnapshot } from '../users/user.mapper.js';
import { UsersService } from '../users/users.service.js';

const UNIQUE_VIOLATION = '23505';

function invalidLink() {
  return badRequest(ACCOUNT_MESSAGES.linkInvalid, [{ field: 'token', message: ACCOUNT_MESSAGES.linkInvalid }]);
}

/**
 * Proving an address by mail (decision 0037): a new email account's (it cannot pay until then), and the new address
 * of an email change (the account keeps its old address until the link is opened).
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    @Inject(DRIZZLE) private readonly db: IdentityDb,
    private readonly users: UsersService,
    private readonly links: AccountLinksService,
    private readonly limit: AccountMailLimit,
    private readonly owner: OwnerCheck,
    private readonly signUps: SignUpLimit,
    private readonly outbox: OutboxWriter,
  ) {}

  /** In the sign-up's transaction: the new account's link, mailed by notifications. */
  async mailSignUpLink(tx: EventsTransaction, user: UserRow, source?: string): Promise<void> {
    await this.mailLink(tx, user, 'sign-up', user.email, source === undefined ? undefined : keyPart(source));
  }

  /** "Resend the link" on the banner of an unverified account (counted per address). */
  async resend(userId: string): Promise<string> {
    const user = await this.users.signedInUser(userId);
    if (user.emailVerified) throw conflict(ACCOUNT_MESSAGES.alreadyVerified);
    await this.limit.takeMail(user.email);
    await this.db.transaction((tx) => this.mailSignUpLink(tx, user));
    this.users.publishSoon();
    return `We sent a new link to ${user.email}. Open it to verify your address.`;
  }

  /** The profile's "Change email": the owner confirms, the new address gets a link; nothing changes until it is opened. */
  async requestChange(
    userId: string,
    input: { newEmail: string; password?: string },
    sessionToken: string | undefined,
  ): Promise<string> {
    const user = await this.users.signedInUser(userId);
    // classes and payments file an instructor's classes and sales under the address (decision 0037).
    if (user.role === 'instructor') throw conflict(ACCOUNT_MESSAGES.instructorEmailChange);
    if (input.newEmail === user.email)
      throw badRequest(ACCOUNT_MESSAGES.sameEmail, [{ field: 'newEmail', message: ACCOUNT_MESSAGES.sameEmail }]);
    await this.owner.confirm(user, input.password, sessionToken);
    if (await this.users.findByEmail(input.newEmail)) throw conflict(IDENTITY_MESSAGES.emailTaken);
    await this.limit.takeMail(input.newEmail);
    await this.db.transaction((tx) => this.mailLink(tx, user, 'email-change', input.newEmail));
    this.users.publishSoon();
    return `We sent a link to ${input.newEmail}. Your address changes when you open it; until then, keep using ${user.email}.`;
  }

  /** Opens a sign-up or email-change link: the address is proved (and, for a change, becomes the account's). */
  async confirm(token: string): Promise<EmailVerifiedResponse> {
    let outcome: { answer: EmailVerifiedResponse; source: string | null } | undefined;
    try {
      outcome = await this.db.transaction(async (tx) => {
        const link = await this.links.redeem(tx, token, ['sign-up', 'email-change']);
        if (!link) return undefined;
        if (link.newEmail) {
          const [owner] = await tx.select({ role: users.role }).from(users).where(eq(users.id, link.userId));
          if (owner?.role === 'instructor') throw conflict(ACCOUNT_MESSAGES.instructorEmailChange);
        }
        const [user] = await tx
          .update(users)
          .set({ emailVerified: true, ...(link.newEmail && { email: link.newEmail }), updatedAt: sql`now()` })
          .where(eq(users.id, link.userId))
          .returning();
        if (!user) return undefined;
        if (link.purpose === 'sign-up') {
          return {
            answer: { message: ACCOUNT_MESSAGES.emailVerified, purpose: 'sign-up', email: user.email },
            source: link.source,
          };
        }
        // Other services show and key things by the address: they follow it through the profile event.
        await this.links.revoke(tx, user.id, ['sign-up', 'email-change', 'password-reset']);
        await this.outbox.enqueue(tx, USER_PROFILE_UPDATED_V1, toUserSnapshot(user));
        return {
          answer: { message: ACCOUNT_MESSAGES.emailChanged, purpose: 'email-change', email: user.email },
          source: null,
        };
      });
    } catch (error) {
      // Someone took the address between the request and the link: the change cannot happen.
      if (
        (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION ||
        (error as { code?: string }).code === UNIQUE_VIOLATION
      )
        throw conflict(IDENTITY_MESSAGES.emailTaken);
      throw error;
    }
    if (!outcome) throw invalidLink();
    this.users.publishSoon();
    // A proved sign-up stops counting against its source's limit; losing this (Redis down) only keeps it counted.
    if (outcome.source) await this.signUps.giveBack(outcome.source).catch(() => undefined);
    return outcome.answer;
  }

  // A new link of `purpose` to `email` (the account's own, or the new address of a change), and the event to mail it.
  private async mailLink(
    tx: EventsTransaction,
    user: UserRow,
    purpose: 'sign-up' | 'email-change',
    email: string,
    source?: string,
  ): Promise<void> {
    const newEmail = purpose === 'email-change' ? email : undefined;
    const link = await this.links.issue(tx, { userId: user.id, purpose, newEmail, source });
    await this.outbox.enqueue(tx, EMAIL_VERIFICATION_REQUESTED_V1, {
      ...recipientOf(user, email),
      purpose,
      verifyUrl: link.url,
      expiresAt: link.expiresAt,
    });
  }
}
