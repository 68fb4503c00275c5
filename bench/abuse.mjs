// Replays the account-abuse findings of issue #10 against a running platform and prints figures:
//   1. brute-force race: the owner signs in once (their browser becomes known), then 49 wrong passwords and the right
//      one arrive at the same moment from an unknown browser; how many were checked, whether the right one got in, and
//      whether the owner's known browser and an unknown browser can sign in afterwards;
//   2. sign-up burst: 200 registrations from one address, 20 at a time, then 20 more each claiming another
//      X-Forwarded-For; how many accounts were made;
//   3. two tabs: two POST /jwt at once with one session cookie, the session afterwards, and a replay of the old cookie
//      after the reuse grace window.
// Needs a running platform (`npm start`, demo data); loopback only; bounded (about 300 requests, under a minute).
//   node bench/abuse.mjs [gatewayUrl] [account=student4@classhub.test] [graceSeconds=10]
/* global performance */
import { randomBytes } from 'node:crypto';
import { ROUTES } from '@classhub/contracts';
import { cookieFrom, gatewayClient, inBatches, sleep } from '../tools/platform/gateway-client.mjs';

const { call } = gatewayClient(process.argv[2] ?? 'http://127.0.0.1:3000');
const ACCOUNT = process.argv[3] ?? 'student4@classhub.test';
const GRACE_SECONDS = Number(process.argv[4] ?? 10);
const PASSWORD = 'ClassHub#2026';
const SIGN_UPS = 200;

const login = (email, password, cookie) => call(ROUTES.login, { body: { email, password }, cookie });
const tally = (answers) =>
  Object.entries(
    answers.reduce((counts, answer) => ({ ...counts, [answer.status]: (counts[answer.status] ?? 0) + 1 }), {}),
  )
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

// --- 1. Brute-force race ---------------------------------------------------------------------------------------------
const owner = await login(ACCOUNT, PASSWORD);
const knownBrowser = cookieFrom(owner, 'classhub_browser');
console.log(
  `brute force on ${ACCOUNT}: the owner signs in first: ${owner.status}${knownBrowser ? ' (browser now known)' : ''}`,
);
let started = performance.now();
const burst = await Promise.all([
  ...Array.from({ length: 49 }, () => login(ACCOUNT, 'Wrong#Guess1')),
  login(ACCOUNT, PASSWORD),
]);
const rightOne = burst.at(-1);
console.log(
  `  49 wrong + 1 right at once: ${tally(burst)} in ${((performance.now() - started) / 1000).toFixed(2)} s; ` +
    `checked ${burst.filter((answer) => answer.status !== 429).length} of 50; the right one: ${rightOne.status}` +
    `${rightOne.status === 429 ? ` (Retry-After ${rightOne.headers.get('retry-after')} s)` : ''}`,
);
const afterKnown = await login(ACCOUNT, PASSWORD, knownBrowser);
const afterUnknown = await login(ACCOUNT, PASSWORD);
console.log(
  `  right after: the owner's known browser ${afterKnown.status}; an unknown browser ${afterUnknown.status}` +
    `${afterUnknown.status === 429 ? ` (Retry-After ${afterUnknown.headers.get('retry-after')} s: a delay, not a lock)` : ''}`,
);

// --- 2. Sign-up burst ------------------------------------------------------------------------------------------------
const register = (headers) => {
  const id = randomBytes(5).toString('hex');
  return call(ROUTES.register, {
    body: {
      name: `Burst ${id}`,
      email: `burst-${id}@classhub.test`,
      photo: 'https://images.example.com/burst.png',
      password: 'Burst#2026',
    },
    headers,
  });
};
started = performance.now();
const signUps = await inBatches(Array.from({ length: SIGN_UPS }), 20, () => register());
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const refused = signUps.find((answer) => answer.status === 429);
console.log(
  `sign-up burst: ${SIGN_UPS} from one address in ${seconds} s: ${tally(signUps)}; accounts made ${signUps.filter((answer) => answer.status === 201).length}` +
    `${refused ? ` (then "${refused.body.message}", Retry-After ${refused.headers.get('retry-after')} s)` : ''}`,
);
const spoofed = await inBatches(
  Array.from({ length: 20 }, (_, index) => `203.0.113.${index + 1}`),
  5,
  (address) => register({ 'x-forwarded-for': address }),
);
console.log(
  `  20 more, each with its own X-Forwarded-For: ${tally(spoofed)}; accounts made ${spoofed.filter((answer) => answer.status === 201).length}`,
);

// --- 3. Two tabs refreshing at once ----------------------------------------------------------------------------------
const signedIn = await login('student3@classhub.test', PASSWORD);
const session = cookieFrom(signedIn, 'classhub_session');
if (!session)
  throw new Error(`sign-in of student3 for the two-tab case: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
const tabs = await Promise.all(
  [1, 2].map(() => call(ROUTES.issueAccessToken, { body: { email: 'student3@classhub.test' }, cookie: session })),
);
const rotated = tabs
  .map((tab) => cookieFrom(tab, 'classhub_session'))
  .find((cookie) => cookie && cookie !== 'classhub_session=');
const next = await call(ROUTES.issueAccessToken, { body: { email: 'student3@classhub.test' }, cookie: rotated });
console.log(
  `two tabs: POST /jwt twice at once with one cookie: ${tabs.map((tab) => tab.status).join(' and ')}; the session afterwards: ${next.status}`,
);
await sleep((GRACE_SECONDS + 1) * 1000);
const replay = await call(ROUTES.issueAccessToken, { body: { email: 'student3@classhub.test' }, cookie: session });
const current = cookieFrom(next, 'classhub_session');
const family = await call(ROUTES.issueAccessToken, { body: { email: 'student3@classhub.test' }, cookie: current });
console.log(
  `  the first cookie replayed ${GRACE_SECONDS + 1} s later: ${replay.status} "${replay.body?.message}"; the session family afterwards: ${family.status}`,
);
