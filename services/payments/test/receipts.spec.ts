import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { callJson as call } from '@classhub/testing';
import { eq } from 'drizzle-orm';
import { payments } from '../src/payments/payment.entity.js';
import { checkoutDriver } from './support/checkout-driver.js';
import { startPayments, type RunningPayments, type SignedInUser } from './support/payments-app.js';
import { StripeStandIn } from './providers/support/stripe-stand-in.js';
import { deliverStripeEvent, stripeSettings } from './support/stripe-payments.js';

const WEBHOOK_SECRET = 'whsec_classhub_receipts';

// The receipt's card when Stripe takes the cards: the webhook's intent names its charge only by id, so payments
// retrieves the intent with the charge expanded before it records the payment.
describe('receipts with Stripe (a local stand-in of its API)', () => {
  let stripe: StripeStandIn;
  let service: RunningPayments;
  let driver: ReturnType<typeof checkoutDriver>;
  let student: SignedInUser;

  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
    service = await startPayments(stripeSettings(stripe, WEBHOOK_SECRET));
    driver = checkoutDriver(service);
    student = await service.signIn('student');
  });

  afterEach(() => driver.silenceClasses());

  afterAll(async () => {
    await service?.stop();
    await stripe?.stop();
  });

  it('records the card of the latest charge (brand, last four) when payment_intent.succeeded arrives', async () => {
    driver.holdsAtPrice(2500);
    const { selectionId } = await driver.selectNew(student, { price: 25 });
    const intent = await driver.createIntent(student, selectionId);
    expect(intent.status).toBe(200);
    const paid = stripe.charge(intent.body.paymentIntentId, { brand: 'amex', last4: '0005' });
    const delivered = await deliverStripeEvent(service.baseUrl, WEBHOOK_SECRET, {
      id: `evt_receipt_${intent.body.paymentIntentId}`,
      type: 'payment_intent.succeeded',
      object: paid,
    });
    expect(delivered.status).toBe(200);
    const [payment] = await service.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, intent.body.paymentIntentId));
    expect(payment).toMatchObject({ priceCents: 2500, cardBrand: 'amex', cardLast4: '0005', receiptNumber: 1 });
    const receipt = await call(service.baseUrl, 'GET', `/payments/${payment!.id}/receipt`, { token: student.token });
    expect(receipt.body).toMatchObject({ cardBrand: 'amex', cardLast4: '0005', totalCents: 2500, discountCents: 0 });
  });

  it('numbers a payment recorded before receipts were, once, when its receipt is first opened', async () => {
    const [old] = await service.db
      .insert(payments)
      .values({
        transactionId: `pi_before_receipts_${Date.now()}`,
        holdId: crypto.randomUUID(),
        selectionId: crypto.randomUUID(),
        studentId: student.id,
        studentEmail: student.email,
        studentName: student.name,
        classId: crypto.randomUUID(),
        className: 'Older class',
        classImage: '',
        instructorName: 'Amelia Hart',
        instructorEmail: 'instructor1@classhub.test',
        priceCents: 1500,
      })
      .returning();
    const opened = await Promise.all(
      [1, 2, 3].map(() =>
        call<{ receiptNumber: number }>(service.baseUrl, 'GET', `/payments/${old!.id}/receipt`, {
          token: student.token,
        }),
      ),
    );
    const numbers = new Set(opened.map((answer) => answer.body.receiptNumber));
    expect(numbers).toEqual(new Set([2]));
  });
});
