// The checkout saga under a burst: N fresh students race for S seats of one new class, each paying with the test
// provider's 4242… card. Prints wall time, checkouts/s, p50/p95/p99 of the three calls, the outcomes, how long the
// enrolments take to be confirmed through JetStream after the last POST /payment, and checks that no seat was oversold.
// Needs a running platform (`npm start`, demo data); loopback only; at most 1000 students and 5 minutes in all.
//   node bench/checkout.mjs [students=100] [seats=20] [gatewayUrl]
/* global AbortSignal, Blob, Buffer, FormData, performance */
import { randomBytes } from 'node:crypto';

const STUDENTS = Number(process.argv[2] ?? 100);
const SEATS = Number(process.argv[3] ?? 20);
const gateway = (process.argv[4] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const PASSWORD = 'ClassHub#2026';
const REQUEST_TIMEOUT_MS = 30_000;
const TOTAL_TIMEOUT_MS = 5 * 60_000;
const CONFIRM_TIMEOUT_MS = 60_000;
// A 1×1 PNG for the class image.
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(gateway)) throw new Error(`Refusing a non-loopback target: ${gateway}`);
if (!Number.isInteger(STUDENTS) || STUDENTS < 1 || STUDENTS > 1000) throw new Error('students must be an integer from 1 to 1000');
if (!Number.isInteger(SEATS) || SEATS < 1 || SEATS > 1000) throw new Error('seats must be an integer from 1 to 1000');

const deadline = setTimeout(() => {
  console.error(`FAILED: gave up after ${TOTAL_TIMEOUT_MS / 1000} s`);
  process.exit(1);
}, TOTAL_TIMEOUT_MS);
deadline.unref();

/** One call to the gateway's API; never follows redirects (they could leave loopback). */
async function api(method, path, { token, body, cookie } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (cookie) headers.cookie = cookie;
  let payload;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${gateway}/api${path}`, { method, headers, body: payload, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const text = await response.text();
  let parsed = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

function sessionCookie(answer) {
  const cookie = answer.headers.getSetCookie().find((value) => value.startsWith('classhub_session='));
  if (!cookie) throw new Error(`no session cookie (${answer.status})`);
  return cookie.split(';')[0];
}

async function tokenFor(email, cookie) {
  const answer = await api('POST', '/jwt', { body: { email }, cookie });
  if (answer.status !== 200) throw new Error(`POST /jwt for ${email}: ${answer.status}`);
  return answer.body.token;
}

async function signIn(email) {
  const answer = await api('POST', '/auth/login', { body: { email, password: PASSWORD } });
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { email, token: await tokenFor(email, sessionCookie(answer)) };
}

async function register() {
  const id = randomBytes(5).toString('hex');
  const email = `bench-${id}@classhub.test`;
  const answer = await api('POST', '/auth/register', { body: { name: `Bench ${id}`, email, photo: 'https://images.example.com/bench.png', password: 'Bench#2026' } });
  if (answer.status !== 201) throw new Error(`register ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { email, token: await tokenFor(email, sessionCookie(answer)) };
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function inBatches(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(probe, what, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await probe()) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// --- Setup: accounts, one approved class, every student's cart item -------------------------------------------------
const setupStart = performance.now();
const admin = await signIn('admin@classhub.test');
const instructor = await signIn('instructor1@classhub.test');
const students = await inBatches(Array.from({ length: STUDENTS }), 8, () => register());

const form = new FormData();
form.append('image', new Blob([TINY_PNG], { type: 'image/png' }), 'bench.png');
const upload = await api('POST', '/media/classes', { token: instructor.token, body: form });
if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${JSON.stringify(upload.body)}`);
const className = `Bench ${randomBytes(4).toString('hex')}`;
const created = await api('POST', '/classes', { token: instructor.token, body: { className, availableSeats: SEATS, price: 19.99, classImage: upload.body.data.display_url } });
if (created.status !== 201) throw new Error(`create class: ${created.status} ${JSON.stringify(created.body)}`);
const classId = created.body.insertedId;
const approved = await api('PATCH', `/classe/approved/${classId}`, { token: admin.token });
if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.body)}`);

// Payments learns of the class from events: the first selection succeeds once it has.
const selections = new Array(STUDENTS);
await until(
  async () => {
    const answer = await api('POST', '/selected', { token: students[0].token, body: { classId } });
    if (answer.status === 201) selections[0] = answer.body.insertedId;
    return answer.status === 201;
  },
  `payments to list class ${classId}`,
  20_000,
);
await inBatches(students.slice(1), 8, async (student, index) => {
  const answer = await api('POST', '/selected', { token: student.token, body: { classId } });
  if (answer.status !== 201) throw new Error(`select for ${student.email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  selections[index + 1] = answer.body.insertedId;
});
console.log(`setup: ${STUDENTS} students, class "${className}" with ${SEATS} seats, in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);

// --- The burst: every student checks out at once ---------------------------------------------------------------------
const latency = { intent: [], confirm: [], payment: [] };
const errors = [];
let lastPaymentAt = 0;

async function timed(bucket, call) {
  const start = performance.now();
  const answer = await call();
  latency[bucket].push(performance.now() - start);
  return answer;
}

async function checkout(student, selectionId) {
  const intent = await timed('intent', () => api('POST', '/create-payment-intent', { token: student.token, body: { selecteItemId: selectionId } }));
  if (intent.status === 409 && String(intent.body?.message).startsWith('This class is full')) return 'refused';
  if (intent.status !== 200) throw new Error(`create-payment-intent: ${intent.status} ${JSON.stringify(intent.body)}`);
  const confirm = await timed('confirm', () =>
    api('POST', '/test-provider/confirm', { body: { clientSecret: intent.body.clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' } } }),
  );
  if (confirm.status !== 200) throw new Error(`test-provider/confirm: ${confirm.status} ${JSON.stringify(confirm.body)}`);
  const recorded = await timed('payment', () => api('POST', '/payment', { token: student.token, body: { transactionId: confirm.body.paymentIntent.id, selecteItemId: selectionId } }));
  if (recorded.status !== 201) throw new Error(`payment: ${recorded.status} ${JSON.stringify(recorded.body)}`);
  lastPaymentAt = Math.max(lastPaymentAt, performance.now());
  return 'paid';
}

const burstStart = performance.now();
const outcomes = await Promise.all(
  students.map((student, index) =>
    checkout(student, selections[index]).catch((error) => {
      errors.push(error.message);
      return 'error';
    }),
  ),
);
const wallMs = performance.now() - burstStart;
const count = (outcome) => outcomes.filter((value) => value === outcome).length;
const paid = count('paid');

console.log(`checkouts: ${STUDENTS} in ${(wallMs / 1000).toFixed(2)} s = ${(STUDENTS / (wallMs / 1000)).toFixed(1)} checkouts/s`);
for (const [label, samples] of [
  ['POST /create-payment-intent', latency.intent],
  ['POST /test-provider/confirm', latency.confirm],
  ['POST /payment', latency.payment],
]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (p) => percentile(sorted, p).toFixed(0).padStart(5);
  console.log(`  ${label.padEnd(28)} n ${String(sorted.length).padStart(4)}   p50 ${ms(50)} ms   p95 ${ms(95)} ms   p99 ${ms(99)} ms`);
}
console.log(`outcomes: paid ${paid}   refused (class full) ${count('refused')}   errors ${errors.length}`);
for (const message of [...new Set(errors)].slice(0, 5)) console.log(`  error: ${message}`);

// --- The event path: payment.completed → enrolment confirmed ---------------------------------------------------------
const paymentsForClass = async () => {
  const answer = await api('GET', '/allpayment', { token: admin.token });
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
  console.log(`enrolments: all ${payments.length} confirmed ${paid ? `${(confirmedAt - lastPaymentAt).toFixed(0)} ms after the last POST /payment (polled every 50 ms)` : ''}`);
} catch (error) {
  console.log(`enrolments: ${error.message}; statuses ${JSON.stringify(payments.map((payment) => payment.enrolmentStatus))}`);
}

// --- The invariant: never more payments or enrolments than seats -----------------------------------------------------
const expected = Math.min(STUDENTS, SEATS);
const classes = await api('GET', '/classes', { token: admin.token });
const state = classes.body.find((cls) => cls._id === classId);
payments = await paymentsForClass();
const problems = [];
if (errors.length) problems.push(`${errors.length} errors`);
if (!confirmedAt) problems.push('enrolments not all confirmed');
if (payments.length !== expected) problems.push(`${payments.length} payments, expected ${expected}`);
if (paid !== expected) problems.push(`${paid} paid, expected ${expected}`);
if (new Set(payments.map((payment) => payment.email)).size !== payments.length) problems.push('a student paid twice');
if (!state) problems.push('class not listed');
else {
  if (state.enrolled !== expected) problems.push(`enrolled ${state.enrolled}, expected ${expected}`);
  if (state.availableSeats !== SEATS - expected) problems.push(`availableSeats ${state.availableSeats}, expected ${SEATS - expected}`);
}
console.log(
  `invariant: ${payments.length} payments, enrolled ${state?.enrolled}, availableSeats ${state?.availableSeats} for ${SEATS} seats: ` +
    (problems.length ? `FAILED (${problems.join('; ')})` : 'OK'),
);
process.exit(problems.length ? 1 : 0);
