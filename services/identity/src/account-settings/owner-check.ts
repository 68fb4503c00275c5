import { Injectable } from '@nestjs/common';
import { ACCOUNT_MESSAGES } from '@classhub/contracts';
import { badRequest, conflict } from '@classhub/nest-kit';
import { AccountMailLimit } from '../account-links/account-mail-limit.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { PasswordHasher } from '../users/password-hasher.js';
import type { UserRow } from '../users/user.entity.js';

/** An account without a password proves its owner by a sign-in this recent instead. */
export const RECENT_SIGN_IN_SECONDS = 10 * 60;

/**
 * Before an account moves its address or is deleted, the person holding the access token shows they are its owner,
 * not someone who found an open browser or a stolen token: the current password, or for an account that has none
 * (Google only) a sign-in in the last 10 minutes on this browser (409 otherwise: a 403 would sign the browser out).
 */
@Injectable()
export class OwnerCheck {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly limit: AccountMailLimit,
    private readonly sessions: SessionsService,
  ) {}

  async confirm(user: UserRow, password: string | undefined, sessionToken: string | undefined): Promise<void> {
    if (!user.passwordHash) {
      if (!(await this.sessions.signedInWithin(sessionToken, user.id, RECENT_SIGN_IN_SECONDS)))
        throw conflict(ACCOUNT_MESSAGES.recentSignInRequired);
      return;
    }
    if (!password) throw wrongPassword(ACCOUNT_MESSAGES.confirmationRequired);
    await this.verifyPassword(user, password);
  }

  /** The current password of an account that has one, counted so a stolen token cannot guess it quickly. */
  async verifyPassword(user: UserRow, password: string, field = 'password'): Promise<void> {
    await this.limit.takePasswordCheck(user.id);
    if (!user.passwordHash || !(await this.hasher.verify(user.passwordHash, password)))
      throw wrongPassword(ACCOUNT_MESSAGES.currentPasswordWrong, field);
  }
}

function wrongPassword(message: string, field = 'password') {
  return badRequest(message, [{ field, message }]);
}
