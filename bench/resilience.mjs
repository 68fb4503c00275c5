// Bursts and crashes, with figures. Starts a platform of its own (free ports, fresh databases, its own NATS
// namespace; the built output must exist: `npm run build`), then:
//   1. concurrency: 50 admins decide an unknown class, a decided class and a pending class at the same moment, and 50
//      checkouts of one cart item start at once; then the service must be healthy with no session idle in a
//      transaction;
//   2. chaos: waves of students race for 10 seats each while payments, classes and the gateway are in turn killed with
//      SIGKILL and started again, and 3 more per wave hold a seat and never confirm a card; prints how long each took to
//      come back, what was half done when the burst ended (unrecorded charges, seats held for dead checkouts), how long
//      until every invariant held again and until the unconfirmed seats were back. The platform's hold window is
//      30 s (3 minutes in production) with payments sweeping every second, so the seats come back within the run.
//      Students turned away as full join the class's waitlist and claim (or let lapse) the seats offered to them, with
//      a 10 s offer window (24 hours in production), and classes and payments are killed once more while offers are
//      open and claimed (decision 0038).
// Loopback only; about a minute a round. Exit code 1 when an invariant did not hold.
//   node bench/resilience.mjs [rounds=1]
/* global performance */
import { ROUTES } from '@classhub/contracts';
import pg from 'pg';
import { runCheckoutChaos } from '../tools/platform/checkout-chaos.mjs';
import { gatewayClient, sleep } from '../tools/platform/gateway-client.mjs';
import { startIsolatedPlatform } from '../tools/platform/isolated-platform.mjs';

const ROUNDS = Number(process.argv[2] ?? 1);
const HOLD_WINDOW_MS = 30_000;
const SWEEP_MS = 1000;
const OFFER_WINDOW_MS = 10_000;
const OFFER_SWEEP_MS = 500;
const TIMES = 50;
// Odd calls approve and even ones deny, as two admins deciding at once.
const decision = (i) => (i % 2 ? ROUTES.approveClass : ROUTES.denyClass);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || ROUNDS > 5) throw new Error('rounds must be an integer from 1 to 5');

const counts = (answers) => {
  const byStatus = {};
  for (const { status } of answers) byStatus[status] = (byStatus[status] ?? 0) + 1;
  return JSON.stringify(byStatus);
};
const burst = (count, call) => Promise.all(Array.from({ length: count }, (_, index) => call(index)));

async function idleInTransaction(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

async function concurrency(platform) {
  const { call, signIn, registerStudent, createApprovedClass, selectForAll } = gatewayClient(platform.baseUrl, {
    mailUrl: platform.mail.webUrl,
  });
  const admin = await signIn('admin@classhub.test');
  const instructor = await signIn('instructor1@classhub.test');
  const decided = await createApprovedClass(instructor, admin, {
    className: 'Bench: decided',
    availableSeats: 5,
    price: 10,
  });
  const pending = (
    await call(ROUTES.addClass, {
      token: instructor.token,
      body: { className: 'Bench: pending', availableSeats: 5, price: 10, classImage: '/api/media/classes/piano.svg' },
    })
  ).body.insertedId;
  const student = await registerStudent('bench-burst');
  const [selection] = await selectForAll([student], decided);

  const started = performance.now();
  const [unknown, again, race, intents] = await Promise.all([
    burst(TIMES, (i) =>
      call(decision(i), {
        params: { id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` },
        token: admin.token,
      }),
    ),
    burst(TIMES, (i) => call(decision(i), { params: { id: decided }, token: admin.token })),
    burst(TIMES, (i) => call(decision(i), { params: { id: pending }, token: admin.token })),
    burst(TIMES, () => call(ROUTES.createPaymentIntent, { token: student.token, body: { selecteItemId: selection } })),
  ]);
  const burstMs = performance.now() - started;
  let healthyAfterMs;
  for (const start = performance.now(); performance.now() - start < 30_000; await sleep(100)) {
    if ((await fetch(`${platform.baseUrl}/health`)).status === 200) {
      healthyAfterMs = performance.now() - start;
      break;
    }
  }
  const idle = (
    await Promise.all(['classes', 'payments'].map((service) => idleInTransaction(platform.databaseUrl(service))))
  ).reduce((a, b) => a + b, 0);
  const intentIds = new Set(
    intents.filter((answer) => answer.status === 200).map((answer) => answer.body.paymentIntentId),
  );
  console.log(`concurrency: 4 bursts of ${TIMES} calls at once in ${burstMs.toFixed(0)} ms`);
  console.log(`  PATCH approve/deny an unknown class     ${counts(unknown)}`);
  console.log(`  PATCH approve/deny a decided class      ${counts(again)}`);
  console.log(`  PATCH approve/deny one pending class    ${counts(race)}`);
  console.log(`  POST /create-payment-intent, one item   ${counts(intents)} → ${intentIds.size} intent(s)`);
  console.log(
    `  afterwards: gateway /health ok after ${healthyAfterMs?.toFixed(0) ?? 'never'} ms, ${idle} session(s) idle in transaction`,
  );
  const problems = [];
  if ([...unknown, ...again, ...race, ...intents].some((answer) => answer.status >= 500)) problems.push('a 5xx answer');
  if (race.filter((answer) => answer.status === 200).length !== 1)
    problems.push('not exactly one decision on the pending class');
  if (intentIds.size !== 1) problems.push(`${intentIds.size} intents for one cart item`);
  if (healthyAfterMs === undefined) problems.push('not healthy afterwards');
  if (idle !== 0) problems.push(`${idle} sessions idle in transaction`);
  return problems;
}

async function chaos(platform, round) {
  const result = await runCheckoutChaos(platform, {
    holdWindowMs: HOLD_WINDOW_MS,
    sweepIntervalMs: SWEEP_MS,
    waitlist: { offerWindowMs: OFFER_WINDOW_MS, sweepIntervalMs: OFFER_SWEEP_MS },
    log: (line) => console.log(`  ${line}`),
  });
  console.log(
    `chaos round ${round}: ${result.classes} waves, outcomes ${JSON.stringify(result.outcomes)}, ${result.retries} client retries, burst ${(result.burstMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `  back after SIGKILL: ${result.restarts.map((restart) => `${restart.process} ${(restart.downMs / 1000).toFixed(1)} s`).join(', ')}`,
  );
  const half = result.atBurstEnd;
  console.log(
    `  when the burst ended: ${half.unrecordedCharges} unrecorded charge(s), ${half.pendingOutcomes} payment(s) awaiting their enrolment, ${half.stuckHolds} seat(s) held for no live checkout`,
  );
  const done = result.figures;
  console.log(
    `  then: ${done.charges} charges, ${done.payments} payments, ${done.enrolled} enrolled, ${done.refunded} refunded, ${done.chargedTwice} charged twice, ` +
      `${done.unrecordedCharges} unrecorded, ${done.stuckHolds} stuck seat(s); ` +
      (result.ok
        ? `consistent ${(result.consistentAfterLastRestartMs / 1000).toFixed(1)} s after the last restart`
        : `NOT consistent: ${result.problems.join('; ')}`),
  );
  console.log(
    `  refunds asked during the kills: ${result.refunds.asked} of ${result.refunds.paidFirst} (${result.refunds.refused} refused, ${result.refunds.gaveUp} given up); ` +
      `${done.refundsAsked} settled, ${done.refundsFailed} failed at the provider as admin tasks, ${done.pendingRefunds} still under way`,
  );
  const seconds = (ms) => (ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`);
  const mails = result.mails;
  console.log(
    `  mails: ${mails.found} of ${mails.expected} receipts and refund mails in the catcher (${mails.missing} missing, ${mails.doubled} doubled, ${mails.resent} resent with the same Message-ID), ` +
      `all there ${seconds(result.mailsAfterLastRestartMs)} after the last restart, ${seconds(result.mailsAfterQuietMs)} after the last offer was settled (allowed ${seconds(result.mailSettleMs)})`,
  );
  console.log(
    `  unconfirmed: ${result.abandoned.held} seat(s) held and never paid for (${result.abandoned.full} abandoner(s) found the class full); ` +
      `no seat held ${seconds(result.seatsBackAfterAbandonMs)} after the last of their intents, ${seconds(result.seatsBackAfterLastRestartMs)} after the last restart ` +
      `(allowed ${seconds(result.seatsBackWithinMs)}: window, sweep and slack)`,
  );
  const line = result.waitlist;
  const offerMails = result.offerMails;
  console.log(
    `  waitlist: ${line.joined} joined, ${line.offers.offers} offers (${line.claimedAndPaid} claimed and paid, ${line.offers.expired} expired), at most ${line.maxOfferedAtOnce} open at once, ` +
      `${result.seatSamples} samples of seats + enrolled + held + offered; offer mails ${offerMails.found} of ${offerMails.expected} (${offerMails.doubled} doubled)`,
  );
  return result.ok ? [] : result.problems;
}

const platform = await startIsolatedPlatform('bench', {
  prepare: async () => ({
    classes: {
      SEAT_HOLD_WINDOW_SECONDS: String(HOLD_WINDOW_MS / 1000),
      WAITLIST_OFFER_SECONDS: String(OFFER_WINDOW_MS / 1000),
      WAITLIST_SWEEP_INTERVAL_MS: String(OFFER_SWEEP_MS),
    },
    payments: { CHECKOUT_SWEEP_INTERVAL_MS: String(SWEEP_MS) },
  }),
});
const problems = [];
try {
  problems.push(...(await concurrency(platform)));
  for (let round = 1; round <= ROUNDS; round++) problems.push(...(await chaos(platform, round)));
} finally {
  await platform.remove();
}
console.log(problems.length ? `FAILED: ${problems.join('; ')}` : 'OK: every invariant held');
process.exit(problems.length ? 1 : 0);
