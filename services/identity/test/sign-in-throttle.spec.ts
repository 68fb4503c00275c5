import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { testNamespace } from '@classhub/testing';
import { Redis } from 'ioredis';
import { SignInThrottle, type SignInAttempt, type SignInLimits } from '../src/accounts/sign-in-throttle.js';

// The defaults of identity.config.ts, with an explicit clock so every delay can be checked exactly. Each test uses
// its own account and source: a clock moved forward leaves its counters' next allowed time in that future.
const LIMITS: SignInLimits = {
  freeAttempts: 5,
  accountFreeAttempts: 20,
  sourceFreeAttempts: 100,
  baseDelayMs: 1000,
  maxDelayMs: 900_000,
  memoryMs: 3_600_000,
  knownBrowserMs: 365 * 24 * 3_600_000,
};
const T0 = 1_800_000_000_000;

describe('SignInThrottle (real Redis, explicit clock)', () => {
  let redis: Redis;
  let throttle: SignInThrottle;
  let prefix: string;
  let counter = 0;
  const attempt = (change: Partial<SignInAttempt> = {}): SignInAttempt => ({
    account: `a${counter}@x.io`,
    source: `203.0.113.${counter}`,
    browser: 'b'.repeat(43),
    ...change,
  });

  beforeAll(() => {
    prefix = `${testNamespace()}:identity:`;
    redis = new Redis('redis://127.0.0.1:6379', { keyPrefix: prefix });
    throttle = new SignInThrottle(redis, LIMITS);
  });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
    await redis.quit();
  });

  it('lets 5 attempts through at once, then doubles the wait: 1 s, 2 s, 4 s … up to the maximum', async () => {
    counter += 1;
    const tried = attempt();
    for (let index = 0; index < 5; index += 1)
      expect(await throttle.reserve(tried, T0)).toEqual({ allowed: true, knownBrowser: false });
    expect(await throttle.reserve(tried, T0)).toEqual({ allowed: false, retryAfterMs: 1000 });
    let at = T0;
    for (const wait of [1000, 2000, 4000, 8000]) {
      expect(await throttle.reserve(tried, at + wait - 1)).toEqual({ allowed: false, retryAfterMs: 1 });
      at += wait;
      expect(await throttle.reserve(tried, at)).toEqual({ allowed: true, knownBrowser: false });
    }
    for (let step = 0; step < 12; step += 1) {
      const refused = await throttle.reserve(tried, at);
      at += refused.allowed ? 0 : refused.retryAfterMs;
      expect((await throttle.reserve(tried, at)).allowed).toBe(true);
    }
    expect(await throttle.reserve(tried, at)).toEqual({ allowed: false, retryAfterMs: 900_000 });
  });

  it('admits exactly 5 of 50 reservations made at the same moment', async () => {
    counter += 1;
    const results = await Promise.all(Array.from({ length: 50 }, () => throttle.reserve(attempt(), T0)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it('starts over after the right password, and the browser then counts on its own for that account', async () => {
    counter += 1;
    const tried = attempt();
    for (let index = 0; index < 5; index += 1) await throttle.reserve(tried, T0);
    await throttle.forgive(tried, false);
    expect(await throttle.reserve(tried, T0)).toEqual({ allowed: true, knownBrowser: true });
    // An attacker at the same address, without that browser, is delayed; the known browser is not.
    const attacker = { ...tried, browser: 'z'.repeat(43) };
    for (let index = 0; index < 5; index += 1) await throttle.reserve(attacker, T0);
    expect((await throttle.reserve(attacker, T0)).allowed).toBe(false);
    expect((await throttle.reserve(tried, T0)).allowed).toBe(true);
  });

  it('delays unknown browsers of one account over every source after 20 attempts', async () => {
    counter += 1;
    for (let index = 0; index < 20; index += 1)
      expect((await throttle.reserve(attempt({ source: `198.51.100.${index}` }), T0)).allowed).toBe(true);
    expect(await throttle.reserve(attempt({ source: '198.51.100.200' }), T0)).toEqual({
      allowed: false,
      retryAfterMs: 1000,
    });
  });
});
