import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  COUPON_MESSAGES,
  PAYMENT_COMPLETED_V1,
  RECEIPT_ISSUED_V1,
  type CouponDto,
  type CouponPreviewDto,
} from '@classhub/contracts';
import { outbox } from '@classhub/nest-kit';
import { burst, callJson as call, statusCounts } from '@classhub/testing';
import { eq, sql } from 'drizzle-orm';
import { checkouts } from '../src/checkout-saga/checkout.entity.js';
import { couponRedemptions, coupons } from '../src/coupons/coupon.entity.js';
import { payments } from '../src/payments/payment.entity.js';
import { checkoutDriver } from './support/checkout-driver.js';
import { startPayments, type RunningPayments, type SignedInUser } from './support/payments-app.js';

// Promotion codes (decision 0035) against real PostgreSQL and NATS, classes' side of the saga a stand-in that holds
// every seat at $20.00 (the classes below are listed at $20.00 too).
const PRICE = 2000;

describe('promotion codes', () => {
  let service: RunningPayments;
  let driver: ReturnType<typeof checkoutDriver>;
  let admin: SignedInUser;
  let instructor: SignedInUser;
  let student: SignedInUser;
  let code = 0;

  const newCode = () => `CODE${Date.now() % 100000}X${++code}`;
  const makeCoupon = (user: SignedInUser, body: Record<string, unknown>) =>
    call<CouponDto & { message: string }>(service.baseUrl, 'POST', '/coupons', { token: user.token, body });
  const preview = (user: SignedInUser, selecteItemId: string, couponCode: string) =>
    call<CouponPreviewDto & { message: string }>(service.baseUrl, 'POST', '/coupons/preview', {
      token: user.token,
      body: { selecteItemId, code: couponCode },
    });
  const intentWith = (user: SignedInUser, selecteItemId: string, couponCode?: string, price?: number) =>
    call<{ amount: number; clientSecret: string; paymentIntentId: string; message: string }>(
      service.baseUrl,
      'POST',
      '/create-payment-intent',
      { token: user.token, body: { selecteItemId, couponCode, price } },
    );
  const couponRow = async (id: string) => (await service.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
  /** The data of the event `subject` about a payment, as written to the outbox. */
  const announced = async (subject: string, paymentId: string) => {
    const [event] = await service.db
      .select()
      .from(outbox)
      .where(sql`${outbox.subject} = ${subject} AND ${outbox.payload} -> 'data' ->> 'paymentId' = ${paymentId}`);
    return event?.payload.data;
  };
  const ownClass = () => driver.selectNew(student, { price: PRICE / 100, instructorEmail: instructor.email });

  beforeAll(async () => {
    service = await startPayments();
    driver = checkoutDriver(service);
    admin = await service.signIn('admin');
    instructor = await service.signIn('instructor', 'coupons.teacher@classhub.test', 'Cora Teacher');
    student = await service.signIn('student');
  });

  afterEach(() => driver.silenceClasses());

  afterAll(async () => {
    await service?.stop();
  });

  describe('making codes', () => {
    it('an admin makes one for every class; the code is matched case-insensitively and unique among active codes', async () => {
      const text = newCode();
      const made = await makeCoupon(admin, { code: ` ${text.toLowerCase()} `, percentOff: 10, maxRedemptions: 5 });
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({ code: text, percentOff: 10, classId: null, className: null, timesRedeemed: 0 });
      expect(await makeCoupon(admin, { code: text, amountOffCents: 100 })).toMatchObject({
        status: 409,
        body: { message: COUPON_MESSAGES.codeTaken },
      });
      const off = await call<CouponDto>(service.baseUrl, 'POST', `/coupons/${made.body._id}/deactivate`, {
        token: admin.token,
      });
      expect(off).toMatchObject({ status: 200, body: { active: false } });
      expect((await makeCoupon(admin, { code: text, amountOffCents: 100 })).status).toBe(201);
    });

    it('an instructor makes one for their own class only, never for another’s nor for every class, and lists only theirs', async () => {
      const mine = await service.approvedClass({ instructorEmail: instructor.email });
      const theirs = await service.approvedClass({ instructorEmail: 'someone.else@classhub.test' });
      const made = await makeCoupon(instructor, { code: newCode(), amountOffCents: 500, classId: mine.classId });
      expect(made).toMatchObject({ status: 201, body: { classId: mine.classId, className: mine.className } });
      expect(await makeCoupon(instructor, { code: newCode(), percentOff: 10, classId: theirs.classId })).toMatchObject({
        status: 403,
        body: { message: COUPON_MESSAGES.notYourClass },
      });
      expect(await makeCoupon(instructor, { code: newCode(), percentOff: 10 })).toMatchObject({
        status: 403,
        body: { message: COUPON_MESSAGES.allClassesAdminOnly },
      });
      const adminsForTheirs = await makeCoupon(admin, { code: newCode(), percentOff: 5, classId: theirs.classId });
      expect(
        await call(service.baseUrl, 'POST', `/coupons/${adminsForTheirs.body._id}/deactivate`, {
          token: instructor.token,
        }),
      ).toMatchObject({ status: 403, body: { message: COUPON_MESSAGES.notYourClass } });
      const listed = await call<CouponDto[]>(service.baseUrl, 'GET', '/coupons', { token: instructor.token });
      expect(listed.body.map((coupon) => coupon.classId)).toEqual([mine.classId]);
      expect((await call(service.baseUrl, 'GET', '/coupons', { token: student.token })).status).toBe(403);
    });

    it('refuses negative, over 100 %, huge, doubled or missing discounts, bad codes and past expiries, each with its reason', async () => {
      const refused = async (body: Record<string, unknown>, message: string) =>
        expect(await makeCoupon(admin, { code: newCode(), ...body })).toMatchObject({ status: 400, body: { message } });
      await refused({ percentOff: -10 }, COUPON_MESSAGES.percentOff);
      await refused({ percentOff: 0 }, COUPON_MESSAGES.percentOff);
      await refused({ percentOff: 101 }, COUPON_MESSAGES.percentOff);
      await refused({ percentOff: 1e9 }, COUPON_MESSAGES.percentOff);
      await refused({ percentOff: 12.5 }, COUPON_MESSAGES.percentOff);
      await refused({ amountOffCents: -1 }, COUPON_MESSAGES.amountOff);
      await refused({ amountOffCents: 1e12 }, COUPON_MESSAGES.amountOff);
      await refused({ percentOff: 10, amountOffCents: 100 }, COUPON_MESSAGES.percentOrAmount);
      await refused({}, COUPON_MESSAGES.percentOrAmount);
      await refused({ percentOff: 10, maxRedemptions: 0 }, COUPON_MESSAGES.maxRedemptions);
      await refused({ percentOff: 10, expiresAt: '2020-01-01T00:00:00Z' }, COUPON_MESSAGES.expiresAt);
      await refused({ percentOff: 10, classId: 'nope' }, COUPON_MESSAGES.classId);
      expect(await makeCoupon(admin, { code: 'a b', percentOff: 10 })).toMatchObject({
        status: 400,
        body: { message: COUPON_MESSAGES.codeFormat },
      });
    });
  });

  describe('on the payment page', () => {
    it('previews a code, and pays the discounted price whatever price the browser sends; the receipt shows the figures', async () => {
      driver.holdsAtPrice(PRICE);
      const { cls, selectionId } = await ownClass();
      const text = newCode();
      const made = await makeCoupon(instructor, { code: text, percentOff: 25, classId: cls.classId });
      expect(await preview(student, selectionId, text.toLowerCase())).toEqual({
        status: 200,
        body: { code: text, listPriceCents: PRICE, discountCents: 500, totalCents: 1500 },
      });
      const intent = await intentWith(student, selectionId, text, 0.01);
      expect(intent).toMatchObject({ status: 200, body: { amount: 15 } });
      const confirmed = await driver.confirm(intent.body.clientSecret, '5555 5555 5555 4444');
      const recorded = await driver.record(student, confirmed.body.paymentIntent.id, selectionId);
      const paymentId = recorded.body.insertResult.insertedId;
      const [payment] = await service.db.select().from(payments).where(eq(payments.id, paymentId));
      expect(payment).toMatchObject({
        priceCents: 1500,
        discountCents: 500,
        listPriceCents: PRICE,
        couponCode: text,
        cardBrand: 'mastercard',
        cardLast4: '4444',
      });
      expect((await couponRow(made.body._id)).timesRedeemed).toBe(1);

      const receipt = await call<Record<string, unknown>>(service.baseUrl, 'GET', `/payments/${paymentId}/receipt`, {
        token: student.token,
      });
      expect(receipt).toMatchObject({
        status: 200,
        body: {
          receiptNumber: payment!.receiptNumber,
          listPriceCents: PRICE,
          discountCents: 500,
          totalCents: 1500,
          couponCode: text,
          cardBrand: 'mastercard',
          cardLast4: '4444',
          instructorName: cls.instructorName,
        },
      });
      const deadline = new Date(receipt.body.refundDeadline as string).getTime() - payment!.paidAt.getTime();
      expect(deadline).toBe(service.config.REFUND_WINDOW_DAYS * 86_400_000);
      expect(
        (await call(service.baseUrl, 'GET', `/payments/${paymentId}/receipt`, { token: admin.token })).status,
      ).toBe(200);
      const stranger = await service.signIn('student');
      expect(
        await call(service.baseUrl, 'GET', `/payments/${paymentId}/receipt`, { token: stranger.token }),
      ).toMatchObject({ status: 404, body: { message: 'Receipt not found' } });

      // classes is told the discount, which with the amount makes up the price it quoted for the seat.
      expect(await announced(PAYMENT_COMPLETED_V1.subject, paymentId)).toMatchObject({
        amountCents: 1500,
        discountCents: 500,
      });
      // The receipt mail's event is in the same outbox, with the same figures.
      expect(await announced(RECEIPT_ISSUED_V1.subject, paymentId)).toMatchObject({
        discountCents: 500,
        totalCents: 1500,
        couponCode: text,
        cardLast4: '4444',
      });
    });

    it('tells the student why a code cannot be used: unknown, expired, used up, another class, below the minimum', async () => {
      const { selectionId } = await ownClass();
      const other = await service.approvedClass();
      const refusal = async (couponCode: string, status: number, message: string) =>
        expect(await preview(student, selectionId, couponCode)).toMatchObject({ status, body: { message } });
      await refusal('NO-SUCH-CODE', 404, COUPON_MESSAGES.unknown);
      const expired = newCode();
      await service.db.insert(coupons).values({
        code: expired,
        percentOff: 10,
        createdBy: admin.id,
        createdByRole: 'admin',
        expiresAt: new Date(Date.now() - 1000),
      });
      await refusal(expired, 409, COUPON_MESSAGES.expired);
      const forOther = newCode();
      await makeCoupon(admin, { code: forOther, percentOff: 10, classId: other.classId });
      await refusal(forOther, 409, COUPON_MESSAGES.notForClass);
      const dear = newCode();
      await makeCoupon(admin, { code: dear, percentOff: 10, minPriceCents: 5000 });
      await refusal(dear, 409, 'This promotion code needs a price of at least $50.00');
      const once = newCode();
      await makeCoupon(admin, { code: once, amountOffCents: 100, maxRedemptions: 1 });
      driver.holdsAtPrice(PRICE);
      const first = await service.signIn('student');
      const theirs = await driver.selectOf(first, (await service.approvedClass({ price: 20 })).classId);
      expect((await intentWith(first, theirs.body.insertedId, once)).status).toBe(200);
      await refusal(once, 409, COUPON_MESSAGES.usedUp);
      const inactive = newCode();
      const made = await makeCoupon(admin, { code: inactive, percentOff: 10 });
      await call(service.baseUrl, 'POST', `/coupons/${made.body._id}/deactivate`, { token: admin.token });
      await refusal(inactive, 409, COUPON_MESSAGES.inactive);
      expect((await intentWith(student, selectionId, 'NO-SUCH-CODE')).status).toBe(404);
    });

    it('refuses a code that leaves less than a card can be charged, at preview and at the intent; no code is reserved', async () => {
      driver.holdsAtPrice(PRICE);
      const { selectionId } = await ownClass();
      const nearlyAll = newCode();
      const made = await makeCoupon(admin, { code: nearlyAll, amountOffCents: PRICE - 25 });
      const refused = { status: 409, body: { message: COUPON_MESSAGES.belowCardMinimum(25) } };
      expect(await preview(student, selectionId, nearlyAll)).toMatchObject(refused);
      expect(await intentWith(student, selectionId, nearlyAll)).toMatchObject(refused);
      const [reserved] = await service.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, made.body._id));
      expect(reserved).toBeUndefined();
      // Without the code the class is paid at its price.
      expect(await intentWith(student, selectionId)).toMatchObject({ status: 200, body: { amount: PRICE / 100 } });
    });

    it('a code entered after an intent was made replaces it: the old intent is cancelled, the new one discounted', async () => {
      driver.holdsAtPrice(PRICE);
      const { selectionId } = await ownClass();
      const text = newCode();
      await makeCoupon(admin, { code: text, amountOffCents: 700 });
      const plain = await intentWith(student, selectionId);
      expect(plain.body.amount).toBe(20);
      const discounted = await intentWith(student, selectionId, text);
      expect(discounted).toMatchObject({ status: 200, body: { amount: 13 } });
      expect(discounted.body.paymentIntentId).not.toBe(plain.body.paymentIntentId);
      expect((await driver.confirm(plain.body.clientSecret)).status).toBe(400);
      // The same code again: the same intent.
      const same = await intentWith(student, selectionId, text);
      expect(same).toMatchObject({ status: 200, body: { paymentIntentId: discounted.body.paymentIntentId } });
    });

    it('a declined or abandoned checkout does not use the code up', async () => {
      driver.holdsAtPrice(PRICE);
      const text = newCode();
      const made = await makeCoupon(admin, { code: text, percentOff: 50, maxRedemptions: 1 });
      const { selectionId } = await ownClass();
      const intent = await intentWith(student, selectionId, text);
      expect((await driver.confirm(intent.body.clientSecret, '4000 0000 0000 0002')).status).toBe(402);
      // Removing the cart item ends the attempt: the reservation goes.
      await call(service.baseUrl, 'DELETE', `/selected/${selectionId}`, { token: student.token });
      const [redemption] = await service.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, made.body._id));
      expect(redemption?.state).toBe('released');
      const someoneElse = await service.signIn('student');
      const theirs = await driver.selectNew(someoneElse, { price: 20 });
      expect((await intentWith(someoneElse, theirs.selectionId, text)).body.amount).toBe(10);
      expect((await couponRow(made.body._id)).timesRedeemed).toBe(0);
    });

    it('a reservation whose attempt ended without its release (a crash in between) does not hold the code', async () => {
      driver.holdsAtPrice(PRICE);
      const text = newCode();
      const made = await makeCoupon(admin, { code: text, percentOff: 30, maxRedemptions: 1 });
      const first = await service.signIn('student');
      const theirs = await driver.selectNew(first, { price: 20 });
      expect((await intentWith(first, theirs.selectionId, text)).status).toBe(200);
      // The attempt ends as the expiry sweep would end it, but the process dies before the code is released.
      await service.db
        .update(checkouts)
        .set({ status: 'expired' })
        .where(eq(checkouts.selectionId, theirs.selectionId));
      const second = await service.signIn('student');
      const mine = await driver.selectNew(second, { price: 20 });
      expect(await intentWith(second, mine.selectionId, text)).toMatchObject({ status: 200, body: { amount: 14 } });
      const states = await service.db
        .select({ state: couponRedemptions.state })
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, made.body._id));
      expect(states.map(({ state }) => state).sort()).toEqual(['released', 'reserved']);
    });

    it('a 100 % code takes the free-enrolment path and is redeemed with the $0.00 payment', async () => {
      driver.holdsAtPrice(PRICE);
      const text = newCode();
      const made = await makeCoupon(admin, { code: text, percentOff: 100 });
      const { selectionId } = await ownClass();
      expect(await intentWith(student, selectionId, text)).toMatchObject({
        status: 409,
        body: { message: COUPON_MESSAGES.makesFree },
      });
      expect(
        await call(service.baseUrl, 'POST', '/enrol-free', {
          token: student.token,
          body: { selecteItemId: selectionId },
        }),
      ).toMatchObject({ status: 409 });
      const free = await call<{ insertResult: { insertedId: string } }>(service.baseUrl, 'POST', '/enrol-free', {
        token: student.token,
        body: { selecteItemId: selectionId, couponCode: text },
      });
      expect(free.status).toBe(201);
      const [payment] = await service.db
        .select()
        .from(payments)
        .where(eq(payments.id, free.body.insertResult.insertedId));
      expect(payment).toMatchObject({ priceCents: 0, discountCents: PRICE, couponCode: text, cardBrand: null });
      expect(await announced(PAYMENT_COMPLETED_V1.subject, payment!.id)).toMatchObject({
        amountCents: 0,
        discountCents: PRICE,
        transactionId: expect.stringMatching(/^free_/),
      });
      // Its receipt: $0.00 of $20.00, no card, nothing to refund.
      const receipt = await call(service.baseUrl, 'GET', `/payments/${payment!.id}/receipt`, { token: student.token });
      expect(receipt.body).toMatchObject({
        listPriceCents: PRICE,
        discountCents: PRICE,
        totalCents: 0,
        cardBrand: null,
        refundDeadline: null,
      });
      expect((await couponRow(made.body._id)).timesRedeemed).toBe(1);
      // Once per student.
      const again = await ownClass();
      expect(await preview(student, again.selectionId, text)).toMatchObject({
        status: 409,
        body: { message: COUPON_MESSAGES.alreadyUsed },
      });
    });

    it('50 students at once on a 10-use code: exactly 10 discounted payments, the rest told it is used up', async () => {
      driver.holdsAtPrice(PRICE);
      const text = newCode();
      const made = await makeCoupon(admin, { code: text, percentOff: 20, maxRedemptions: 10 });
      const cls = await service.approvedClass({ price: 20, availableSeats: 100 });
      const students = await Promise.all(Array.from({ length: 50 }, () => service.signIn('student')));
      const carts = await Promise.all(students.map((s) => driver.selectOf(s, cls.classId)));
      const intents = await burst(50, (i) => intentWith(students[i]!, carts[i]!.body.insertedId, text));
      expect(statusCounts(intents)).toEqual({ 200: 10, 409: 40 });
      expect(intents.filter((i) => i.status === 409).every((i) => i.body.message === COUPON_MESSAGES.usedUp)).toBe(
        true,
      );
      const paid = await burst(50, async (i) => {
        const intent = intents[i]!;
        if (intent.status !== 200) return { status: 0 };
        expect(intent.body.amount).toBe(16);
        const confirmed = await driver.confirm(intent.body.clientSecret);
        return driver.record(students[i]!, confirmed.body.paymentIntent.id, carts[i]!.body.insertedId);
      });
      expect(statusCounts(paid)).toEqual({ 0: 40, 201: 10 });
      expect((await couponRow(made.body._id)).timesRedeemed).toBe(10);
      const discounted = await service.db.select().from(payments).where(eq(payments.couponCode, text));
      expect(discounted).toHaveLength(10);
      // Receipt numbers are unique and without gaps across everything recorded so far.
      const numbers = (await service.db.select({ n: payments.receiptNumber }).from(payments)).map(({ n }) => n!);
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    });
  });
});

describe('the demo data', () => {
  it('has one promotion code, WELCOME10 (10 % off every class), made by the demo admin once payments knows them', async () => {
    const demo = await startPayments({ SEED_DEMO_DATA: 'true' });
    try {
      const admin = await demo.signIn('admin');
      let seeded: Array<typeof coupons.$inferSelect> = [];
      for (let waited = 0; seeded.length === 0 && waited < 10_000; waited += 200) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        seeded = await demo.db.select().from(coupons);
      }
      expect(seeded).toEqual([
        expect.objectContaining({
          code: 'WELCOME10',
          percentOff: 10,
          classId: null,
          createdBy: admin.id,
          active: true,
        }),
      ]);
    } finally {
      await demo.stop();
    }
  });
});
