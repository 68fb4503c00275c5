import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROUTES, CLASSES_SEAT_HOLD, PAYMENT_COMPLETED_V1 } from '@classhub/contracts';
import {
  apiClient,
  createApprovedClass,
  eventually,
  registerStudentApi,
  selectWhenListed,
  signInApi,
  type ApiClient,
} from '../support/api-client.js';
import { startOtlpReceiver, SPAN_KIND, type OtlpReceiver, type ReceivedSpan } from '../support/otlp-receiver.js';
import { DEMO } from '../support/session.js';
import { studentCheckout } from '../support/student-checkout.js';
import { startTestPlatform, type RunningPlatform } from '../support/test-platform.js';

// One checkout followed across the platform (docs/tracing.md): every process exports its spans to an in-process OTLP
// receiver, and the checkout must come back as one trace from the gateway through payments, the seat request to
// classes over NATS, the payment.completed event through the outbox and classes' consumer.

let receiver: OtlpReceiver;
let platform: RunningPlatform;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  receiver = await startOtlpReceiver();
  platform = await startTestPlatform('tracing', undefined, {
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    // Batches leave every 200 ms instead of 5 s, so the test reads the trace soon after the checkout.
    OTEL_BSP_SCHEDULE_DELAY: '200',
  });
});

test.afterAll(async () => {
  await platform?.remove();
  await receiver?.stop();
});

/** The spans of `traceId` received so far. */
const traceOf = (traceId: string) => receiver.spans.filter((span) => span.traceId === traceId);

/** The one span of the trace that `matches`, failing with the trace's spans listed when there is none. */
function only(trace: ReceivedSpan[], what: string, matches: (span: ReceivedSpan) => boolean): ReceivedSpan {
  const found = trace.filter(matches);
  expect(found.length, `${what} in ${trace.map((span) => `${span.service}: ${span.name}`).join(', ')}`).toBe(1);
  return found[0] as ReceivedSpan;
}

/** Whether `span` descends from `ancestor` in the trace. */
function descendsFrom(trace: ReceivedSpan[], span: ReceivedSpan, ancestor: ReceivedSpan): boolean {
  const byId = new Map(trace.map((candidate) => [candidate.spanId, candidate]));
  for (let parent = span.parentSpanId; parent; parent = byId.get(parent)?.parentSpanId) {
    if (parent === ancestor.spanId) return true;
  }
  return false;
}

const pathOf = (span: ReceivedSpan) => String(span.attributes['url.path'] ?? span.attributes['http.target'] ?? '');

test('a checkout is one trace: gateway, payments, the seat request to classes, payment.completed and its consumer', async () => {
  const [admin, instructor] = await Promise.all([
    signInApi(platform.baseUrl, DEMO.admin),
    signInApi(platform.baseUrl, DEMO.instructor),
  ]);
  const classId = await createApprovedClass(platform.baseUrl, instructor, admin, {
    className: 'Tracing: One Checkout',
    availableSeats: 3,
    price: 19.99,
  });
  const student = await registerStudentApi(platform.baseUrl, 'tracing', platform.mail.webUrl);
  const selectionId = await selectWhenListed(platform.baseUrl, student, classId);

  // The payment page's calls, sent with one trace context as a traced browser would: the checkout's root.
  const traceId = randomBytes(16).toString('hex');
  const browserSpanId = randomBytes(8).toString('hex');
  const traceparent = `00-${traceId}-${browserSpanId}-01`;
  const client = apiClient(platform.baseUrl);
  const call = ((route: Parameters<ApiClient['call']>[0], options: { headers?: Record<string, string> } = {}) =>
    client.call(route, { ...options, headers: { ...options.headers, traceparent } } as never)) as ApiClient['call'];
  const checkout = await studentCheckout(call, student, selectionId);
  expect(checkout.outcome).toBe('paid');

  const consumed = `process ${PAYMENT_COMPLETED_V1.subject}`;
  // Each process exports its spans in batches of its own: wait until classes' consumer span is in and no span's parent
  // is missing (payments' publish span may come in a later batch than the consumer's).
  await eventually(async () => {
    const spans = traceOf(traceId);
    const ids = new Set(spans.map((span) => span.spanId));
    return (
      spans.some((span) => span.service === 'classes' && span.name === consumed) &&
      spans.every((span) => !span.parentSpanId || span.parentSpanId === browserSpanId || ids.has(span.parentSpanId))
    );
  }, "the whole trace, down to classes' consumer span of payment.completed, to be exported");
  const trace = traceOf(traceId);

  // Each of the page's calls: the gateway's server span, and payments' server span below it.
  const served = (service: string, route: { path: string }) =>
    only(
      trace,
      `${service}'s server span of ${route.path}`,
      (span) =>
        span.service === service &&
        span.kind === SPAN_KIND.server &&
        span.scope === '@opentelemetry/instrumentation-http' &&
        pathOf(span).endsWith(route.path),
    );
  const paymentCalls = [ROUTES.createPaymentIntent, ROUTES.confirmTestCard, ROUTES.recordPayment].map((route) => {
    const gateway = served('gateway', route);
    // The gateway answers API calls before Fastify routes them; its span is named after the route all the same.
    expect(gateway.name).toBe(`${route.method} /api${route.path}`);
    const payments = served('payments', route);
    expect(descendsFrom(trace, payments, gateway), `payments' span of ${route.path} under the gateway's`).toBe(true);
    return { gateway, payments };
  });
  const [intentCall] = paymentCalls;

  // The seat hold: payments asks classes over NATS inside its handling of create-payment-intent.
  const asked = only(
    trace,
    'the seat-hold request',
    (span) =>
      span.service === 'payments' &&
      span.kind === SPAN_KIND.client &&
      span.name === `request ${CLASSES_SEAT_HOLD.subject}`,
  );
  const answered = only(
    trace,
    "classes' seat-hold handler",
    (span) =>
      span.service === 'classes' &&
      span.kind === SPAN_KIND.server &&
      span.name === `respond ${CLASSES_SEAT_HOLD.subject}`,
  );
  expect(descendsFrom(trace, asked, intentCall!.payments)).toBe(true);
  expect(answered.parentSpanId).toBe(asked.spanId);
  expect(
    trace.some(
      (span) => span.service === 'classes' && span.scope.includes('pg') && descendsFrom(trace, span, answered),
    ),
  ).toBe(true);

  // payment.completed: written to the outbox in a call of this checkout, published by the relay, applied by classes.
  const published = only(
    trace,
    'the publish of payment.completed',
    (span) =>
      span.service === 'payments' &&
      span.kind === SPAN_KIND.producer &&
      span.name === `publish ${PAYMENT_COMPLETED_V1.subject}`,
  );
  expect(paymentCalls.some(({ payments }) => descendsFrom(trace, published, payments))).toBe(true);
  const consumer = only(
    trace,
    "classes' consumer of payment.completed",
    (span) => span.service === 'classes' && span.kind === SPAN_KIND.consumer && span.name === consumed,
  );
  expect(consumer.parentSpanId).toBe(published.spanId);
  // The enrolment's queries run in the inbox transaction, inside the consumer span.
  expect(
    trace.some(
      (span) => span.service === 'classes' && span.scope.includes('pg') && descendsFrom(trace, span, consumer),
    ),
  ).toBe(true);

  // The services' log lines name the trace, so the logs of this checkout can be found from it.
  await eventually(
    async () => readFileSync(path.join(platform.logDir, 'payments.log'), 'utf8').includes(`"trace_id":"${traceId}"`),
    "payments' log to name the trace",
  );
});
