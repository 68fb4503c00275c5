import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_MESSAGES } from '@classhub/contracts';
import { countInWindow, keyPart, orUnavailable, ThrottledError } from '@classhub/nest-kit';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.tokens.js';

export interface AccountMailLimits {
  /** Links mailed to one address per window, whoever asks. */
  perEmail: number;
  /** Password-reset requests from one source per window, over all addresses. */
  perSource: number;
  /** Wrong current passwords one account may type per window (change password, change email, delete). */
  passwordChecks: number;
  windowMs: number;
}

export const ACCOUNT_MAIL_LIMITS = Symbol('ACCOUNT_MAIL_LIMITS');

/**
 * Who may make identity send mail, and how often (decision 0037). Counted per address whether or not an account has
 * it, so a refusal tells nothing about accounts; Redis down answers 503, never unthrottled.
 */
@Injectable()
export class AccountMailLimit {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(ACCOUNT_MAIL_LIMITS) private readonly limits: AccountMailLimits,
  ) {}

  /** One mail to `email`, asked for from `source` when anyone may ask (the public reset form). */
  async takeMail(email: string, source?: string): Promise<void> {
    if (source !== undefined) await this.take(`account-mail-source:${keyPart(source)}`, this.limits.perSource);
    await this.take(`account-mail:${keyPart(email)}`, this.limits.perEmail);
  }

  /** One check of an account's current password (a stolen access token cannot guess it quickly). */
  async takePasswordCheck(userId: string): Promise<void> {
    await this.take(`password-check:${userId}`, this.limits.passwordChecks, ACCOUNT_MESSAGES.tooManyPasswordChecks);
  }

  private async take(key: string, limit: number, message = ACCOUNT_MESSAGES.tooManyMails): Promise<void> {
    const waitMs = await orUnavailable('Sending links', () =>
      countInWindow(this.redis, key, limit, this.limits.windowMs),
    );
    if (waitMs > 0) throw new ThrottledError(waitMs, (seconds) => message(seconds));
  }
}
