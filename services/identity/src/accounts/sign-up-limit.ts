import { Inject, Injectable } from '@nestjs/common';
import { countInWindow, giveBackInWindow, keyPart } from '@classhub/nest-kit';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.tokens.js';

export interface SignUpLimits {
  /** New accounts one source may create per window. */
  perSource: number;
  /** Answers "this email already has an account" one source may get per window (bounds probing for accounts). */
  takenEmailAnswersPerSource: number;
  windowMs: number;
}

/** What a source spends: a new account, or an answer that an email is taken. */
export type SignUpCounter = 'newAccount' | 'takenEmail';

export const SIGN_UP_LIMITS = Symbol('SIGN_UP_LIMITS');

/**
 * Sign-ups per source and window, counted with one atomic Redis transaction (INCR, expiry set on the first). A sign-up
 * whose address is then proved is given back (decision 0037): the limit counts accounts nobody has verified, so a
 * school lab behind one address can register a whole class as long as each student opens their link.
 */
@Injectable()
export class SignUpLimit {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SIGN_UP_LIMITS) private readonly limits: SignUpLimits,
  ) {}

  /** Counts one `counter` for `source`; the milliseconds until it may try again when over that limit, else 0. */
  async take(source: string, counter: SignUpCounter): Promise<number> {
    const limit = counter === 'newAccount' ? this.limits.perSource : this.limits.takenEmailAnswersPerSource;
    return countInWindow(this.redis, this.key(keyPart(source), counter), limit, this.limits.windowMs);
  }

  /** A new account from `sourceKey` (the `keyPart` of its source) proved its address: it stops counting. */
  async giveBack(sourceKey: string): Promise<void> {
    await giveBackInWindow(this.redis, this.key(sourceKey, 'newAccount'));
  }

  private key(sourceKey: string, counter: SignUpCounter): string {
    return counter === 'newAccount' ? `sign-up:${sourceKey}` : `sign-up-taken:${sourceKey}`;
  }
}
