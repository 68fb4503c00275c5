import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { ENROLMENT_CONFIRMED_V1, ENROLMENT_WITHDRAWN_V1, type RefundDto } from '@classhub/contracts';
import { callJson as call } from '@classhub/testing';
import { eq } from 'drizzle-orm';
import { refunds } from '../src/refunds/refund.entity.js';
import { StripeStandIn } from './providers/support/stripe-stand-in.js';
import { checkoutDriver } from './support/checkout-driver.js';
import { startPayments, type RunningPayments, type SignedInUser } from './support/payments-app.js';
import { deliverStripeEvent, stripeSettings } from './support/stripe-payments.js';

const WEBHOOK_SECRET = 'whsec_classhub_refunds';

/**
 * The refund saga with Stripe (a local stand-in of its API) and its signed webhooks through the whole payments app:
 * the refund is created through the SDK with the ledger's key and metadata, and Stripe's later report settles it.
 */
describe('payments: refunds under Stripe (stand-in API, signed webhooks)', () => {
  let stripe: StripeStandIn;
  let service: RunningPayments;
  let student: SignedInUser;
  let driver: ReturnType<typeof checkoutDriver>;

  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
    service = await startPayments({
      ...stripeSettings(stripe, WEBHOOK_SECRET),
      REFUND_RECONCILE_INTERVAL_MS: '60000',
    });
    student = await service.signIn('student');
    driver = checkoutDriver(service);
  });

  afterEach(() => driver.silenceClasses());

  afterAll(async () => {
    await service?.stop();
    await stripe?.stop();
  });

  const deliver = (type: string, object: unknown) =>
    deliverStripeEvent(service.baseUrl, WEBHOOK_SECRET, { type, object });

  it('creates the refund at Stripe with the ledger’s key, and settles it from Stripe’s refund.failed', async () => {
    driver.holdsAtPrice(2400);
    const { cls, selectionId } = await driver.selectNew(student);
    const intent = await driver.createIntent(student, selectionId);
    stripe.charge(intent.body.paymentIntentId);
    const recorded = await driver.record(student, intent.body.paymentIntentId, selectionId);
    const paymentId = recorded.body.insertResult.insertedId;
    await service.publish(ENROLMENT_CONFIRMED_V1, {
      paymentId,
      holdId: crypto.randomUUID(),
      classId: cls.classId,
      studentId: student.id,
    });

    const asked = await call<RefundDto>(service.baseUrl, 'POST', `/payments/${paymentId}/refund`, {
      token: student.token,
    });
    expect(asked).toMatchObject({ status: 202, body: { amount: 24, state: 'requested' } });
    // Stripe takes the refund as pending; classes has given the seat back.
    stripe.nextRefundStatus = 'pending';
    await service.publish(ENROLMENT_WITHDRAWN_V1, {
      refundId: asked.body._id,
      paymentId,
      classId: cls.classId,
      studentId: student.id,
      seatReleased: true,
    });
    stripe.nextRefundStatus = 'succeeded';
    const created = stripe.requests.find(({ method, path }) => method === 'POST' && path === '/v1/refunds');
    expect(created).toMatchObject({
      idempotencyKey: `${asked.body._id}:1`,
      form: { payment_intent: intent.body.paymentIntentId, 'metadata[refundId]': asked.body._id },
    });
    const [pending] = await service.db.select().from(refunds).where(eq(refunds.id, asked.body._id));
    expect(pending).toMatchObject({ state: 'seat-released', providerRefundId: expect.stringMatching(/^re_/) });

    const failed = stripe.settleRefund(pending!.providerRefundId!, 'failed', 'lost_or_stolen_card');
    expect((await deliver('refund.failed', failed)).status).toBe(200);
    const [settled] = await service.db.select().from(refunds).where(eq(refunds.id, asked.body._id));
    expect(settled).toMatchObject({ state: 'failed', failureReason: 'The card was reported lost or stolen' });
  });
});
