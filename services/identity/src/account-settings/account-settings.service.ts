import { Inject, Injectable } from '@nestjs/common';
import {
  ACCOUNT_DELETED_V1,
  ACCOUNT_MESSAGES,
  PASSWORD_CHANGED_V1,
  type ChangePasswordRequest,
} from '@classhub/contracts';
import { badRequest, conflict, DRIZZLE, OutboxWriter } from '@classhub/nest-kit';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { AccountLinksService } from '../account-links/account-links.service.js';
import type { IdentityDb } from '../db/identity-db.js';
import { recipientOf } from '../account-links/recipient.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { users } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { OwnerCheck } from './owner-check.js';

/** The profile's account settings (decision 0037): change the password, delete the account. */
@Injectable()
export class AccountSettingsService {
  constructor(
    @Inject(DRIZZLE) private readonly db: IdentityDb,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly links: AccountLinksService,
    private readonly owner: OwnerCheck,
    private readonly hasher: PasswordHasher,
    private readonly outbox: OutboxWriter,
  ) {}

  /**
   * The current password is checked (counted per account); every other session ends, this browser's stays, unused
   * reset links die, and the owner is told by mail.
   */
  async changePassword(
    userId: string,
    input: Required<ChangePasswordRequest>,
    sessionToken: string | undefined,
  ): Promise<void> {
    const user = await this.users.signedInUser(userId);
    if (!user.passwordHash)
      throw badRequest(ACCOUNT_MESSAGES.noPasswordYet, [
        { field: 'currentPassword', message: ACCOUNT_MESSAGES.noPasswordYet },
      ]);
    await this.owner.verifyPassword(user, input.currentPassword, 'currentPassword');
    if (input.currentPassword === input.newPassword)
      throw badRequest(ACCOUNT_MESSAGES.samePassword, [
        { field: 'newPassword', message: ACCOUNT_MESSAGES.samePassword },
      ]);
    const passwordHash = await this.hasher.hash(input.newPassword);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      await this.sessions.revokeAllOf(tx, user.id, sessionToken);
      await this.links.revoke(tx, user.id, ['password-reset']);
      await this.outbox.enqueue(tx, PASSWORD_CHANGED_V1, recipientOf(user));
    });
    this.users.publishSoon();
  }

  /**
   * Deletes the account after the owner confirms: its sessions, links and Google link go with it (foreign keys), and
   * ACCOUNT_DELETED_V1 tells the other services. The last admin cannot leave ClassHub without one.
   */
  async deleteAccount(userId: string, password: string | undefined, sessionToken: string | undefined): Promise<void> {
    const user = await this.users.signedInUser(userId);
    // Their classes and sales would be left without an owner; deleting them is an admin's decision (decision 0037).
    if (user.role === 'instructor') throw conflict(ACCOUNT_MESSAGES.instructorDeletion);
    await this.owner.confirm(user, password, sessionToken);
    await this.db.transaction(async (tx) => {
      // Serialises deletions of admins, so two admins deleting themselves at once cannot both be "not the last".
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('identity:admin-deletion'))`);
      if (user.role === 'admin') {
        const [others] = await tx
          .select({ admins: count() })
          .from(users)
          .where(and(eq(users.role, 'admin'), ne(users.id, user.id)));
        if ((others?.admins ?? 0) === 0) throw conflict(ACCOUNT_MESSAGES.lastAdmin);
      }
      await tx.delete(users).where(eq(users.id, user.id));
      await this.outbox.enqueue(tx, ACCOUNT_DELETED_V1, { userId: user.id });
    });
    this.users.publishSoon();
  }
}
