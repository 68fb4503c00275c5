import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { keyPart } from '../redis/key-part.js';
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

/** Sign-ups per source and window, counted with one atomic Redis transaction (INCR, expiry set on the first). */
@Injectable()
export class SignUpLimit {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SIGN_UP_LIMITS) private readonly limits: SignUpLimits,
  ) {}

  /** Counts one `counter` for `source`; the milliseconds until it may try again when over that limit, else 0. */
  async take(source: string, counter: SignUpCounter): Promise<number> {
    const key = counter === 'newAccount' ? `sign-up:${keyPart(source)}` : `sign-up-taken:${keyPart(source)}`;
    const limit = counter === 'newAccount' ? this.limits.perSource : this.limits.takenEmailAnswersPerSource;
    const results = await this.redis.multi().incr(key).pexpire(key, this.limits.windowMs, 'NX').pttl(key).exec();
    const [count, , remaining] = (results ?? []).map(([error, value]) => {
      if (error) throw error;
      return Number(value);
    });
    return (count ?? 0) > limit ? Math.max(1, remaining ?? this.limits.windowMs) : 0;
  }
}
