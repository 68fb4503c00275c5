import { Inject, Injectable } from '@nestjs/common';
import { keyPart } from '@classhub/nest-kit';
import type { Redis } from 'ioredis';
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
  /** Attempts from unknown browsers at the account's known addresses, all of them together (the reserved share). */
  knownAddressFreeAttempts: number;
  /** How long an address stays known to an account after its last successful sign-in from it. */
  knownAddressMs: number;
  /** How many addresses an account keeps (the most recently used). */
  knownAddressesPerAccount: number;
}

export const SIGN_IN_LIMITS = Symbol('SIGN_IN_LIMITS');

export interface SignInAttempt {
  /** The normalised email tried (whether or not it has an account). */
  account: string;
  /** The client's address group (addressGroup of the gateway's X-Forwarded-For: IPv4 address or IPv6 /64). */
  source: string;
  /** The browser's known-browser cookie value, or a new one for a browser without. */
  browser: string;
}

/**
 * What an attempt was counted on: a browser known to the account; an unknown browser at an address the account has
 * signed in from (the share reserved for those addresses); any other.
 */
export type SignInLane = 'knownBrowser' | 'knownAddress' | 'other';
const LANES: readonly SignInLane[] = ['other', 'knownAddress', 'knownBrowser'];

export type Reservation = { allowed: true; lane: SignInLane } | { allowed: false; retryAfterMs: number };

interface ThrottleCommands {
  reserveSignIn(...args: (string | number)[]): Promise<[number, number, number]>;
  forgiveSignIn(...args: (string | number)[]): Promise<number>;
}

/**
 * Slows password guessing without letting anyone lock the owner out (decision 0020). An attempt is counted before
 * its password is checked, atomically in Redis, so a burst gets no more checks than the limits allow, right password
 * or not. Past the free attempts each further one must wait twice as long as the last (1 s, 2 s, 4 s … up to the
 * maximum), never a lock. A browser that has signed in to the account before is counted only on its own, so failures
 * from elsewhere (an attacker, a shared proxy) never delay the owner's known browser. A new browser at an address the
 * account has signed in from draws on a share of attempts reserved for those addresses (decision 0032), so failures
 * from other addresses never delay the owner on a new device at home either.
 */
@Injectable()
export class SignInThrottle {
  private readonly commands: ThrottleCommands;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(SIGN_IN_LIMITS) private readonly limits: SignInLimits,
  ) {
    redis.defineCommand('reserveSignIn', { numberOfKeys: 7, lua: RESERVE_SIGN_IN });
    redis.defineCommand('forgiveSignIn', { numberOfKeys: 7, lua: FORGIVE_SIGN_IN });
    this.commands = redis as unknown as ThrottleCommands;
  }

  /** Reserves the attempt at `now` (epoch ms), or says how long it must wait. */
  async reserve(attempt: SignInAttempt, now = Date.now()): Promise<Reservation> {
    const { baseDelayMs, maxDelayMs, memoryMs, freeAttempts, knownAddressMs } = this.limits;
    const [allowed, waitMs, lane] = await this.commands.reserveSignIn(
      ...this.keys(attempt),
      now,
      baseDelayMs,
      maxDelayMs,
      memoryMs,
      sourceMember(attempt),
      knownAddressMs,
      freeAttempts,
      freeAttempts,
      this.limits.accountFreeAttempts,
      this.limits.sourceFreeAttempts,
      this.limits.knownAddressFreeAttempts,
    );
    return allowed === 1 ? { allowed: true, lane: LANES[lane] ?? 'other' } : { allowed: false, retryAfterMs: waitMs };
  }

  /** The password was right: see FORGIVE_SIGN_IN. */
  async forgive(attempt: SignInAttempt, lane: SignInLane, now = Date.now()): Promise<void> {
    const { knownAddressMs, knownAddressesPerAccount, knownBrowserMs } = this.limits;
    await this.commands.forgiveSignIn(
      ...this.keys(attempt),
      LANES.indexOf(lane),
      now,
      sourceMember(attempt),
      knownAddressMs,
      knownAddressesPerAccount,
      knownBrowserMs,
      this.limits.accountFreeAttempts,
      this.limits.sourceFreeAttempts,
      this.limits.knownAddressFreeAttempts,
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
      `sign-in:addresses:${a}`,
      `sign-in:addresses-share:${a}`,
    ];
  }
}

/** The source as kept among an account's known addresses: hashed with the account, so no two accounts' agree. */
function sourceMember({ account, source }: SignInAttempt): string {
  return keyPart(`${account}\n${source}`);
}
