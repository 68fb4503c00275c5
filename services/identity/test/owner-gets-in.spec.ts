import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, DEMO_PASSWORD } from './support/http.js';
import { startIdentity, type RunningIdentity } from './support/identity-app.js';

// Decision 0032. The review's attack: someone polls an account with wrong passwords from ever new addresses and takes
// every attempt the account-wide budget frees up. The owner's known browser was never held up (decision 0020); the
// owner on a new browser was, on every try. Here the first delay is a minute, so within a test the account-wide
// budget frees nothing after its 20 free attempts: every 200 the owner gets comes from the share reserved for the
// account's known addresses, and the attacker's 401s are exactly the guesses the old rules gave.
describe('the owner gets in while someone polls their account from fresh addresses (real Redis and PostgreSQL)', () => {
  let identity: RunningIdentity;
  let fresh = 0;

  beforeAll(async () => {
    identity = await startIdentity({ SIGN_IN_FIRST_DELAY_SECONDS: '60' });
  });

  afterAll(async () => {
    await identity?.stop();
  });

  const login = (email: string, password: string, ip: string, cookie?: string) =>
    call(identity.baseUrl, 'POST', '/auth/login', {
      body: { email, password },
      ip,
      ...(cookie && { headers: { cookie } }),
    });
  const freshAddress = () => {
    fresh += 1;
    return `100.64.${Math.floor(fresh / 250)}.${(fresh % 250) + 1}`;
  };
  const knownBrowserOf = (answer: { setCookies: string[] }) =>
    answer.setCookies.find((cookie) => cookie.startsWith('classhub_browser='))?.split(';')[0];

  /**
   * Wrong passwords from a new address each time: first one after another until refused (every free attempt taken),
   * then four at once without pause while `owner` runs. The attacker's statuses and the owner's result.
   */
  async function underAttack<T>(email: string, owner: () => Promise<T>): Promise<{ owner: T; attacker: number[] }> {
    const attacker: number[] = [];
    const guess = async () => {
      const status = (await login(email, 'Wrong#123a', freshAddress())).status;
      attacker.push(status);
      return status;
    };
    while ((await guess()) !== 429 && attacker.length < 100);
    let stopped = false;
    const lane = async () => {
      while (!stopped) await guess();
    };
    const lanes = Promise.all([lane(), lane(), lane(), lane()]);
    try {
      return { owner: await owner(), attacker };
    } finally {
      stopped = true;
      await lanes;
    }
  }

  /** 15 tries with the right password, 200 ms apart, from `ip` on a browser without the known-browser cookie. */
  async function ownerTries(email: string, ip: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 15; attempt += 1) {
      statuses.push((await login(email, DEMO_PASSWORD, ip)).status);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return statuses;
  }

  it('signs the owner in 15 of 15 times from an address used before, on a new browser; the attacker gets 20 guesses as before', async () => {
    expect((await login('student1@classhub.test', DEMO_PASSWORD, '192.0.2.50')).status).toBe(200);
    const { owner, attacker } = await underAttack('student1@classhub.test', () =>
      ownerTries('student1@classhub.test', '192.0.2.50'),
    );
    expect(owner).toEqual(Array.from({ length: 15 }, () => 200));
    expect(attacker.filter((status) => status === 401)).toHaveLength(20);
    expect(attacker.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(attacker.length).toBeGreaterThan(40);
  });

  it('counts an IPv6 /64 as one address: the owner gets in from a new address of the same network', async () => {
    expect((await login('student2@classhub.test', DEMO_PASSWORD, '2001:db8:5:6::1')).status).toBe(200);
    const { owner } = await underAttack('student2@classhub.test', () =>
      ownerTries('student2@classhub.test', '2001:db8:5:6:a1b2:c3d4:e5f6:7'),
    );
    expect(owner).toEqual(Array.from({ length: 15 }, () => 200));
  });

  it('marks the browser known: it then gets in from a new address too', async () => {
    expect((await login('student3@classhub.test', DEMO_PASSWORD, '192.0.2.60')).status).toBe(200);
    const { owner } = await underAttack('student3@classhub.test', async () => {
      const atHome = await login('student3@classhub.test', DEMO_PASSWORD, '192.0.2.60');
      const browser = knownBrowserOf(atHome);
      const travelling = await login('student3@classhub.test', DEMO_PASSWORD, freshAddress(), browser);
      return [atHome.status, travelling.status];
    });
    expect(owner).toEqual([200, 200]);
  });

  it('still holds up a brand-new browser at a brand-new address, as before, with the wait in the answer', async () => {
    const { owner } = await underAttack('student4@classhub.test', () =>
      login('student4@classhub.test', DEMO_PASSWORD, '192.0.2.70'),
    );
    expect(owner.status).toBe(429);
    expect(owner.body).toMatchObject({ message: expect.stringMatching(/^Too many sign-in attempts\. Try again in /) });
  });

  it('gives one attacker address no more than 5 guesses, however many IPv6 addresses of its /64 it uses', async () => {
    const statuses: number[] = [];
    for (let index = 1; index <= 10; index += 1)
      statuses.push((await login('instructor1@classhub.test', 'Wrong#123a', `2001:db8:66:77::${index}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });
});
