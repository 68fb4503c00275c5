import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { keyPart } from '../redis/key-part.js';
import { REDIS } from '../redis/redis.tokens.js';

export interface SignUpLimits {
  perSource: number;
  windowMs: number;
}

export const SIGN_UP_LIMITS = Symbol('SIGN_UP_LIMITS');

/** New accounts per source and window, counted with one atomic Redis transaction (INCR, expiry set on the first). */
@Injectable()
export class SignUpLimit {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SIGN_UP_LIMITS) private readonly limits: SignUpLimits,
  ) {}

  /** Counts a sign-up from `source`; the milliseconds until it may sign up again when over the limit, else 0. */
  async take(source: string): Promise<number> {
    const key = `sign-up:${keyPart(source)}`;
    const results = await this.redis.multi().incr(key).pexpire(key, this.limits.windowMs, 'NX').pttl(key).exec();
    const [count, , remaining] = (results ?? []).map(([error, value]) => {
      if (error) throw error;
      return Number(value);
    });
    return (count ?? 0) > this.limits.perSource ? Math.max(1, remaining ?? this.limits.windowMs) : 0;
  }
}
