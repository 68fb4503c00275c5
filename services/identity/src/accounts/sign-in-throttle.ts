import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { keyPart } from '../redis/key-part.js';
import { REDIS } from '../redis/redis.tokens.js';
import { FORGIVE_SIGN_IN, RESERVE_SIGN_IN } from './sign-in-throttle.scripts.js';

export interface SignInLimits {
  /** Attempts one account may make from one source, or from one known browser, before delays start. */
  freeAttempts: number;
  /** Attempts on one account from unknown browsers over all sources (distributed guessing). */
  accountFreeAttempts: number;
  /** Attempts from one source on accounts it is unknown to (password spraying); a proxy's users share it. */
  sourceFreeAttempts: number;
  /** The first delay; each further attempt doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A counter nobody touched for this long is forgotten. */
  memoryMs: number;
  /** How long a browser stays known to an account after its last successful sign-in. */
  knownBrowserMs: number;
}

export const SIGN_IN_LIMITS = Symbol('SIGN_IN_LIMITS');

export interface SignInAttempt {
  /** The normalised email tried (whether or not it has an account). */
  account: string;
  /** The client address (the gateway's X-Forwarded-For). */
  source: string;
  /** The browser's known-browser cookie value, or a new one for a browser without. */
  browser: string;
}

export type Reservation = { allowed: true; knownBrowser: boolean } | { allowed: false; retryAfterMs: number };

interface ThrottleCommands {
  reserveSignIn(...args: (string | number)[]): Promise<[number, number, number]>;
  forgiveSignIn(...args: (string | number)[]): Promise<number>;
}

/**
 * Slows password guessing without letting anyone lock the owner out (decision 0020). An attempt is counted before
 * its password is checked, atomically in Redis, so a burst gets no more checks than the limits allow, right password
 * or not. Past the free attempts each further one must wait twice as long as the last (1 s, 2 s, 4 s … up to the
 * maximum), never a lock. A browser that has signed in to the account before is counted only on its own, so failures
 * from elsewhere (an attacker, a shared proxy) never delay the owner's known browser.
 */
@Injectable()
export class SignInThrottle {
  private readonly commands: ThrottleCommands;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(SIGN_IN_LIMITS) private readonly limits: SignInLimits,
  ) {
    redis.defineCommand('reserveSignIn', { numberOfKeys: 5, lua: RESERVE_SIGN_IN });
    redis.defineCommand('forgiveSignIn', { numberOfKeys: 5, lua: FORGIVE_SIGN_IN });
    this.commands = redis as unknown as ThrottleCommands;
  }

  /** Reserves the attempt at `now` (epoch ms), or says how long it must wait. */
  async reserve(attempt: SignInAttempt, now = Date.now()): Promise<Reservation> {
    const { baseDelayMs, maxDelayMs, memoryMs, freeAttempts, accountFreeAttempts, sourceFreeAttempts } = this.limits;
    const [allowed, waitMs, known] = await this.commands.reserveSignIn(
      ...this.keys(attempt),
      now,
      baseDelayMs,
      maxDelayMs,
      memoryMs,
      freeAttempts,
      freeAttempts,
      accountFreeAttempts,
      sourceFreeAttempts,
    );
    return allowed === 1 ? { allowed: true, knownBrowser: known === 1 } : { allowed: false, retryAfterMs: waitMs };
  }

  /** The password was right: see FORGIVE_SIGN_IN. */
  async forgive(attempt: SignInAttempt, knownBrowser: boolean): Promise<void> {
    const { accountFreeAttempts, sourceFreeAttempts, knownBrowserMs } = this.limits;
    await this.commands.forgiveSignIn(
      ...this.keys(attempt),
      knownBrowser ? '1' : '0',
      accountFreeAttempts,
      sourceFreeAttempts,
      knownBrowserMs,
    );
  }

  private keys({ account, source, browser }: SignInAttempt): string[] {
    const [a, s, b] = [keyPart(account), keyPart(source), keyPart(browser)];
    return [
      `sign-in:known:${a}:${b}`,
      `sign-in:browser:${a}:${b}`,
      `sign-in:pair:${a}:${s}`,
      `sign-in:account:${a}`,
      `sign-in:source:${s}`,
    ];
  }
}
