import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { keyPart } from '@classhub/nest-kit';
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
  knownAddressFreeAttempts: 5,
  knownAddressMs: 90 * 24 * 3_600_000,
  knownAddressesPerAccount: 10,
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
      expect(await throttle.reserve(tried, T0)).toEqual({ allowed: true, lane: 'other' });
    expect(await throttle.reserve(tried, T0)).toEqual({ allowed: false, retryAfterMs: 1000 });
    let at = T0;
    for (const wait of [1000, 2000, 4000, 8000]) {
      expect(await throttle.reserve(tried, at + wait - 1)).toEqual({ allowed: false, retryAfterMs: 1 });
      at += wait;
      expect(await throttle.reserve(tried, at)).toEqual({ allowed: true, lane: 'other' });
    }
    for (let step = 0; step < 12; step += 1) {
      const refused = await throttle.reserve(tried, at);
      at += refused.allowed ? 0 : refused.retryAfterMs;
      expect((await throttle.reserve(tried, at)).allowed).toBe(true);
    }
    expect(await throttle.reserve(tried, at)).toEqual({ allowed: false, retryAfterMs: 900_000 });
  });

  it('never holds back a free attempt because another, on a replica whose clock read a few ms later, went first', async () => {
    counter += 1;
    // Two people behind one address sign in to their own accounts at once, through two identity replicas.
    expect(await throttle.reserve(attempt({ account: `later${counter}@x.io` }), T0 + 3)).toEqual({
      allowed: true,
      lane: 'other',
    });
    expect(await throttle.reserve(attempt({ account: `earlier${counter}@x.io` }), T0)).toEqual({
      allowed: true,
      lane: 'other',
    });
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
    await throttle.forgive(tried, 'other', T0);
    expect(await throttle.reserve(tried, T0)).toEqual({ allowed: true, lane: 'knownBrowser' });
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

  describe('the share reserved for known addresses (decision 0032)', () => {
    let browsers = 0;
    const newBrowser = () => {
      browsers += 1;
      return String(browsers).padStart(43, 'n');
    };
    let sources = 0;
    const freshSource = () => {
      sources += 1;
      return `100.64.${Math.floor(sources / 250)}.${(sources % 250) + 1}`;
    };

    /** The review's attack: a wrong password from a fresh address every 200 ms for 75 s; how many were checked. */
    async function pollFor75s(account: string, owner?: (at: number) => Promise<void>): Promise<number> {
      let checked = 0;
      for (let at = T0; at < T0 + 75_000; at += 200) {
        if ((await throttle.reserve(attempt({ account, source: freshSource(), browser: newBrowser() }), at)).allowed)
          checked += 1;
        if (owner && (at - T0) % 5000 === 0) await owner(at);
      }
      return checked;
    }

    it('lets the owner in 15 of 15 times from an address used before on new browsers; the attacker gets no more', async () => {
      counter += 1;
      const home = attempt({ source: '192.0.2.50' });
      await throttle.forgive(home, 'other', T0 - 1000);
      const lanes: string[] = [];
      const attackerChecks = await pollFor75s(home.account, async (at) => {
        const owner = { ...home, browser: newBrowser() };
        const reservation = await throttle.reserve(owner, at);
        lanes.push(reservation.allowed ? reservation.lane : 'refused');
        if (reservation.allowed) await throttle.forgive(owner, reservation.lane, at);
      });
      expect(lanes).toEqual(Array.from({ length: 15 }, () => 'knownAddress'));
      // 20 free, then one each when the doubling wait is over (1, 3, 7, 15, 31 and 63 s), as without the share.
      counter += 1;
      const unguarded = await pollFor75s(attempt().account);
      expect(unguarded).toBe(26);
      expect(attackerChecks).toBeLessThanOrEqual(unguarded);
    });

    it('keeps the free attempts of the account at 20 when someone at a known address spends the share first', async () => {
      counter += 1;
      const home = attempt({ source: '192.0.2.51' });
      await throttle.forgive(home, 'other', T0 - 1000);
      for (let index = 0; index < 5; index += 1)
        expect(await throttle.reserve({ ...home, browser: newBrowser() }, T0)).toEqual({
          allowed: true,
          lane: 'knownAddress',
        });
      expect((await throttle.reserve({ ...home, browser: newBrowser() }, T0)).allowed).toBe(false);
      let elsewhere = 0;
      for (let index = 0; index < 30; index += 1)
        if ((await throttle.reserve(attempt({ source: freshSource(), browser: newBrowser() }), T0)).allowed)
          elsewhere += 1;
      expect(elsewhere).toBe(15);
    });

    it('shares one budget among all known addresses of an account: three networks give no more than one', async () => {
      counter += 1;
      const networks = ['192.0.2.52', '192.0.2.53', '2001:db8:9::/64'];
      for (const source of networks) await throttle.forgive(attempt({ source }), 'other', T0 - 1000);
      let allowed = 0;
      for (let round = 0; round < 4; round += 1)
        for (const source of networks)
          if ((await throttle.reserve(attempt({ source, browser: newBrowser() }), T0)).allowed) allowed += 1;
      expect(allowed).toBe(5);
    });

    it('keeps the 10 most recent addresses of an account, hashed, each for 90 days after its last sign-in', async () => {
      counter += 1;
      const addresses = Array.from({ length: 12 }, (_, index) => `198.18.0.${index + 1}`);
      for (const [index, source] of addresses.entries())
        await throttle.forgive(attempt({ source }), 'other', T0 + index);
      const laneAt = async (source: string, at: number) => {
        const reservation = await throttle.reserve(attempt({ source, browser: newBrowser() }), at);
        return reservation.allowed ? reservation.lane : 'refused';
      };
      expect(await laneAt('198.18.0.1', T0 + 100)).toBe('other');
      expect(await laneAt('198.18.0.3', T0 + 100)).toBe('knownAddress');
      expect(await laneAt('198.18.0.12', T0 + 100)).toBe('knownAddress');
      expect(await laneAt('198.18.0.12', T0 + 11 + LIMITS.knownAddressMs)).toBe('other');
      const stored = await redis.zrange(`sign-in:addresses:${keyPart(attempt().account)}`, '0', '-1');
      expect(stored).toHaveLength(10);
      expect(stored.join(' ')).not.toMatch(/198\.18/);
      expect((await redis.keys(`${prefix}*`)).join(' ')).not.toMatch(/198\.18|@x\.io/);
    });
  });
});
