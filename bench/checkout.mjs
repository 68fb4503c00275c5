// The checkout saga under a burst: N fresh students race for S seats of one new class, each paying with the test
// provider's 4242… card. Prints wall time, attempts/s, completed purchases/s (paid payments over the time from the
// first intent to the last payment), p50/p95/p99 of the three calls, the outcomes, how long the enrolments take to be
// confirmed through JetStream after the last POST /payment, and checks that no seat was oversold.
// A rush of the same size runs first, uncounted, so the figures are those of a platform that has run, not of its
// first minute (connections opened, statements prepared, code compiled); --cold skips it. Measures a platform of its
// own (bench/support/bench-platform.mjs; after `npm run build`), or the running one at gatewayUrl when given (demo
// data needed; its catalogue keeps the benchmark's classes). Loopback only; at most 1000 students and 5 minutes of
// measuring.
//   node bench/checkout.mjs [students=100] [seats=20] [gatewayUrl] [--cold]
/* global performance */
import { ROUTES } from '@classhub/contracts';
import { assertLoopback, gatewayClient, until } from '../tools/platform/gateway-client.mjs';
import { benchPlatform } from './support/bench-platform.mjs';
import { checkoutRush, percentile } from './support/checkout-rush.mjs';
import { printMachineSpeed } from './support/machine-speed.mjs';

const args = process.argv.slice(2).filter((arg) => arg !== '--cold');
const COLD = process.argv.includes('--cold');
const STUDENTS = Number(args[0] ?? 100);
const SEATS = Number(args[1] ?? 20);
const TOTAL_TIMEOUT_MS = 5 * 60_000;
const CONFIRM_TIMEOUT_MS = 60_000;

if (!Number.isInteger(STUDENTS) || STUDENTS < 1 || STUDENTS > 1000)
  throw new Error('students must be an integer from 1 to 1000');
if (!Number.isInteger(SEATS) || SEATS < 1 || SEATS > 1000) throw new Error('seats must be an integer from 1 to 1000');
printMachineSpeed();
const platform = await benchPlatform(
  'checkout',
  args[2] === undefined ? undefined : { gateway: assertLoopback(args[2]) },
);
const gatewayUrl = platform.gateway;
// The students prove their address from the mailed link before they pay (decision 0037).
const client = gatewayClient(gatewayUrl, { mailUrl: platform.mailUrl });
const { call, signIn } = client;

const deadline = setTimeout(() => {
  console.error(`FAILED: gave up after ${TOTAL_TIMEOUT_MS / 1000} s`);
  void platform.remove(false).finally(() => process.exit(1));
}, TOTAL_TIMEOUT_MS);
deadline.unref();

let problems = ['the benchmark stopped early'];
try {
  // --- Setup: accounts, an approved class with its students' cart items --------------------------------------------
  const admin = await signIn('admin@classhub.test');
  const instructor = await signIn('instructor1@classhub.test');
  const { prepareRush, rush, mailQueueDrained } = checkoutRush(platform, client, { admin, instructor });

  // The first rush after a start pays for connections being opened, statements prepared and code compiled: unless
  // --cold is given, the same rush runs once first, on a class of its own, and is not counted.
  if (!COLD) {
    const warm = await rush(await prepareRush(STUDENTS, SEATS));
    console.log(
      `warm-up (not counted): ${STUDENTS} students in ${(warm.wallMs / 1000).toFixed(2)} s${warm.errors.length ? `, ${warm.errors.length} errors` : ''}`,
    );
  }

  const setupStart = performance.now();
  const { students, className, classId, selections } = await prepareRush(STUDENTS, SEATS);
  console.log(
    `setup: ${STUDENTS} students, class "${className}" with ${SEATS} seats, in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`,
  );

  await mailQueueDrained();
  const { latency, errors, outcomes, wallMs, lastPaymentAt, purchaseMs } = await rush({ students, selections });
  const count = (outcome) => outcomes.filter((value) => value === outcome).length;
  const paid = count('paid');

  // Attempts include the refusals of a full class, which cost far less than a purchase: both rates are printed.
  const purchases = paid
    ? `${paid} in ${(purchaseMs / 1000).toFixed(2)} s = ${(paid / (purchaseMs / 1000)).toFixed(1)} completed purchases/s`
    : 'none completed';
  console.log(
    `checkouts: ${STUDENTS} attempts in ${(wallMs / 1000).toFixed(2)} s = ${(STUDENTS / (wallMs / 1000)).toFixed(1)} attempts/s; purchases: ${purchases}`,
  );
  for (const [label, samples] of [
    ['POST /create-payment-intent', latency.intent],
    ['POST /test-provider/confirm', latency.confirm],
    ['POST /payment', latency.payment],
  ]) {
    const sorted = [...samples].sort((a, b) => a - b);
    const ms = (p) => percentile(sorted, p).toFixed(0).padStart(5);
    console.log(
      `  ${label.padEnd(28)} n ${String(sorted.length).padStart(4)}   p50 ${ms(50)} ms   p95 ${ms(95)} ms   p99 ${ms(99)} ms`,
    );
  }
  console.log(`outcomes: paid ${paid}   refused (class full) ${count('refused')}   errors ${errors.length}`);
  for (const message of [...new Set(errors)].slice(0, 5)) console.log(`  error: ${message}`);

  // --- The event path: payment.completed → enrolment confirmed ---------------------------------------------------------
  const paymentsForClass = async () => {
    const answer = await call(ROUTES.listAllPayments, { token: admin.token });
    if (answer.status !== 200) throw new Error(`GET /allpayment: ${answer.status}`);
    return answer.body.filter((payment) => payment.classId === classId);
  };
  let payments = [];
  let confirmedAt = 0;
  try {
    await until(
      async () => {
        payments = await paymentsForClass();
        return payments.length >= paid && payments.every((payment) => payment.enrolmentStatus === 'confirmed');
      },
      'every enrolment to be confirmed',
      CONFIRM_TIMEOUT_MS,
    );
    confirmedAt = performance.now();
    console.log(
      `enrolments: all ${payments.length} confirmed ${paid ? `${(confirmedAt - lastPaymentAt).toFixed(0)} ms after the last POST /payment (polled every 50 ms)` : ''}`,
    );
  } catch (error) {
    console.log(
      `enrolments: ${error.message}; statuses ${JSON.stringify(payments.map((payment) => payment.enrolmentStatus))}`,
    );
  }

  // --- The invariant: never more payments or enrolments than seats -----------------------------------------------------
  const expected = Math.min(STUDENTS, SEATS);
  const classes = await call(ROUTES.listClasses, { token: admin.token });
  const state = classes.body.find((cls) => cls._id === classId);
  payments = await paymentsForClass();
  problems = [];
  if (errors.length) problems.push(`${errors.length} errors`);
  if (!confirmedAt) problems.push('enrolments not all confirmed');
  if (payments.length !== expected) problems.push(`${payments.length} payments, expected ${expected}`);
  if (paid !== expected) problems.push(`${paid} paid, expected ${expected}`);
  if (new Set(payments.map((payment) => payment.email)).size !== payments.length) problems.push('a student paid twice');
  if (!state) problems.push('class not listed');
  else {
    if (state.enrolled !== expected) problems.push(`enrolled ${state.enrolled}, expected ${expected}`);
    if (state.availableSeats !== SEATS - expected)
      problems.push(`availableSeats ${state.availableSeats}, expected ${SEATS - expected}`);
  }
  console.log(
    `invariant: ${payments.length} payments, enrolled ${state?.enrolled}, availableSeats ${state?.availableSeats} for ${SEATS} seats: ` +
      (problems.length ? `FAILED (${problems.join('; ')})` : 'OK'),
  );
} finally {
  clearTimeout(deadline);
  await platform.remove(problems.length === 0);
}
process.exit(problems.length ? 1 : 0);
