// The checkout rush of bench/checkout.mjs, shared with the benchmarks that run it beside something else
// (bench/live-seats.mjs): fresh students with one new class in their carts, all checking out at once.
/* global Buffer, performance */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Pool } from 'undici';
import { API_PREFIX, ROUTES, routePath } from '@classhub/contracts';
import { inBatches } from '../../tools/platform/gateway-client.mjs';

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * @param {{ gateway: string, databaseUrl?: (service: string) => string }} platform  from benchPlatform
 * @param {ReturnType<import('../../tools/platform/gateway-client.mjs').gatewayClient>} client  signed in through it
 * @param {{ admin: { token: string }, instructor: { token: string } }} accounts  who makes and approves the classes
 */
export function checkoutRush(platform, { registerStudent, createApprovedClass, selectForAll }, { admin, instructor }) {
  const gatewayUrl = platform.gateway;

  /**
   * The setup's sign-ups queue their mails (address links, welcomes) at notifications: on a platform of its own, waits
   * until they are sent, so the rush is measured without them on the same cores (at most 3 minutes).
   */
  async function mailQueueDrained() {
    if (!platform.databaseUrl) return;
    const client = new pg.Client({ connectionString: platform.databaseUrl('notifications') });
    await client.connect();
    const started = performance.now();
    try {
      const waiting = async () => Number((await client.query('SELECT count(*) AS n FROM mail_queue')).rows[0].n);
      while ((await waiting()) > 0 && performance.now() - started < 180_000)
        await new Promise((resolve) => setTimeout(resolve, 500));
      console.log(
        `mail queue: ${await waiting()} waiting after ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } finally {
      await client.end();
    }
  }

  /** `studentCount` fresh students, each with the same new class of `seats` seats in their cart. */
  async function prepareRush(studentCount, seats) {
    const students = await inBatches(Array.from({ length: studentCount }), 8, () => registerStudent('bench'));
    const className = `Bench ${randomBytes(4).toString('hex')}`;
    const classId = await createApprovedClass(instructor, admin, { className, availableSeats: seats, price: 19.99 });
    const selections = await selectForAll(students, classId);
    return { students, className, classId, selections };
  }

  /**
   * Every student checks out at once, each from a browser with one open connection, as after loading the cart page: a
   * look at each cart opens them before the clock starts (fetch's own per-call cost on this client would otherwise be
   * measured as server latency).
   */
  async function rush({ students, selections }) {
    const browsers = new Pool(gatewayUrl, { connections: students.length, keepAliveTimeout: 60_000 });
    /**
     * One call on the students' connections. Through undici's dispatch interface, which costs this process about 120 µs
     * per call against 190 for `request()` (its body stream): the load generator shares the machine's two cores with
     * the platform it measures, and 500 browsers would not be on the same machine.
     */
    function rushApi(method, path, { token, body } = {}) {
      const headers = { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) };
      const options = {
        method,
        path: `${API_PREFIX}${path}`,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      };
      return new Promise((resolve, reject) => {
        const chunks = [];
        let status = 0;
        browsers.dispatch(options, {
          onRequestStart() {},
          onResponseStart(_controller, statusCode) {
            status = statusCode;
          },
          onResponseData(_controller, chunk) {
            chunks.push(chunk);
          },
          onResponseEnd() {
            const text = Buffer.concat(chunks).toString();
            resolve({ status, body: text ? JSON.parse(text) : undefined });
          },
          onResponseError(_controller, error) {
            reject(error);
          },
        });
      });
    }
    await Promise.all(
      students.map(async (student) => {
        const cart = await rushApi(
          ROUTES.listSelectedClasses.method,
          routePath(ROUTES.listSelectedClasses, { email: student.email }),
          { token: student.token },
        );
        if (cart.status !== 200) throw new Error(`GET /selected: ${cart.status}`);
      }),
    );

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
      const intent = await timed('intent', () =>
        rushApi(ROUTES.createPaymentIntent.method, ROUTES.createPaymentIntent.path, {
          token: student.token,
          body: { selecteItemId: selectionId },
        }),
      );
      if (intent.status === 409 && String(intent.body?.message).startsWith('This class is full')) return 'refused';
      if (intent.status !== 200)
        throw new Error(`create-payment-intent: ${intent.status} ${JSON.stringify(intent.body)}`);
      const confirm = await timed('confirm', () =>
        rushApi(ROUTES.confirmTestCard.method, ROUTES.confirmTestCard.path, {
          body: {
            clientSecret: intent.body.clientSecret,
            card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
          },
        }),
      );
      if (confirm.status !== 200)
        throw new Error(`test-provider/confirm: ${confirm.status} ${JSON.stringify(confirm.body)}`);
      const recorded = await timed('payment', () =>
        rushApi(ROUTES.recordPayment.method, ROUTES.recordPayment.path, {
          token: student.token,
          body: { transactionId: confirm.body.paymentIntent.id, selecteItemId: selectionId },
        }),
      );
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
    await browsers.close();
    // From the first intent sent to the last payment recorded: the time the completed purchases took.
    const purchaseMs = lastPaymentAt - burstStart;
    return { latency, errors, outcomes, wallMs, lastPaymentAt, purchaseMs };
  }

  return { prepareRush, rush, mailQueueDrained };
}
