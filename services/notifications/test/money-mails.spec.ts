import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RECEIPT_ISSUED_V1, REFUND_FAILED_V1, REFUND_SUCCEEDED_V1, USER_ROLE_CHANGED_V1 } from '@classhub/contracts';
import { randomUUID } from 'node:crypto';
import { PUBLIC_URL, startNotifications, type RunningNotifications } from './support/notifications-app.js';

const student = () => ({
  studentId: randomUUID(),
  studentEmail: `grace-${randomUUID().slice(0, 8)}@classhub.test`,
  studentName: 'Grace Hopper',
});

describe('notifications: receipts and refunds, always mailed (real PostgreSQL, NATS and SMTP)', () => {
  let service: RunningNotifications;

  beforeAll(async () => {
    service = await startNotifications();
  });

  afterAll(async () => {
    await service?.stop();
  });

  it('mails a receipt with every figure, in text and HTML, linking to the printable receipt', async () => {
    const buyer = student();
    const paymentId = randomUUID();
    await service.publish(RECEIPT_ISSUED_V1, {
      receiptNumber: 42,
      paymentId,
      issuedAt: '2026-11-27T10:15:00.000Z',
      ...buyer,
      classId: randomUUID(),
      className: 'Watercolour Basics',
      instructorName: 'Ann Artist',
      listPriceCents: 12_000,
      discountCents: 3000,
      couponCode: 'AUTUMN25',
      totalCents: 9000,
      cardBrand: 'visa',
      cardLast4: '4242',
      transactionId: 'pi_test_123',
      refundDeadline: '2026-12-11T10:15:00.000Z',
    });
    const mail = await service.mail.waitFor(buyer.studentEmail);
    expect(mail.subject).toBe('Your ClassHub receipt CH-000042 for "Watercolour Basics"');
    for (const body of [mail.text, mail.html]) {
      for (const figure of [
        'CH-000042',
        '27 Nov 2026, 10:15 UTC',
        'Grace Hopper',
        buyer.studentEmail,
        'Watercolour Basics',
        'Ann Artist',
        '$120.00',
        'Discount (AUTUMN25)',
        '-$30.00',
        '$90.00',
        'VISA ending in 4242',
        'pi_test_123',
        '11 Dec 2026, 10:15 UTC',
        'support@classhub.test',
        `${PUBLIC_URL}/dashboard/receipt/${paymentId}`,
      ])
        expect(body).toContain(figure.replace('<', '&lt;'));
    }
  });

  it('mails a free enrolment’s receipt without a card or a refund deadline', async () => {
    const buyer = student();
    await service.publish(RECEIPT_ISSUED_V1, {
      receiptNumber: 7,
      paymentId: randomUUID(),
      issuedAt: new Date().toISOString(),
      ...buyer,
      classId: randomUUID(),
      className: 'Free Taster',
      instructorName: 'Ann Artist',
      listPriceCents: 0,
      discountCents: 0,
      totalCents: 0,
      transactionId: 'free_1',
    });
    const mail = await service.mail.waitFor(buyer.studentEmail);
    expect(mail.text).toContain('No card (free enrolment)');
    expect(mail.text).toContain('there is nothing to refund');
  });

  it('confirms a refund, referring to its receipt', async () => {
    const buyer = student();
    const paymentId = randomUUID();
    await service.publish(REFUND_SUCCEEDED_V1, {
      refundId: randomUUID(),
      paymentId,
      receiptNumber: 42,
      ...buyer,
      classId: randomUUID(),
      className: 'Watercolour Basics',
      amountCents: 9000,
      initiatedBy: 'student',
      at: new Date().toISOString(),
    });
    const mail = await service.mail.waitFor(buyer.studentEmail);
    expect(mail.subject).toBe('Your refund for "Watercolour Basics" (CH-000042)');
    expect(mail.text).toContain('$90.00');
    expect(mail.html).toContain('$90.00');
    expect(mail.text).toContain(`${PUBLIC_URL}/dashboard/receipt/${paymentId}`);
  });

  it('tells the student and every admin it knows of when a refund fails', async () => {
    const admins = [1, 2].map((n) => ({
      userId: randomUUID(),
      email: `admin${n}-${randomUUID().slice(0, 6)}@classhub.test`,
      name: `Admin ${n}`,
      photo: '',
      role: 'admin' as const,
    }));
    for (const admin of admins) await service.publish(USER_ROLE_CHANGED_V1, admin);
    const buyer = student();
    await service.publish(REFUND_FAILED_V1, {
      refundId: randomUUID(),
      paymentId: randomUUID(),
      receiptNumber: 43,
      ...buyer,
      classId: randomUUID(),
      className: 'Pottery',
      amountCents: 5000,
      initiatedBy: 'admin',
      reason: 'Class cancelled',
      at: new Date().toISOString(),
      failureReason: 'card_declined',
    });
    const toStudent = await service.mail.waitFor(buyer.studentEmail);
    expect(toStudent.subject).toBe('Your refund for "Pottery" is delayed (CH-000043)');
    expect(toStudent.text).not.toContain('card_declined');
    for (const admin of admins) {
      const mail = await service.mail.waitFor(admin.email, (caught) => caught.subject.startsWith('Refund failed'));
      expect(mail.subject).toBe('Refund failed: Grace Hopper, "Pottery" (CH-000043)');
      expect(mail.text).toContain('card_declined');
      expect(mail.text).toContain('$50.00');
      expect(mail.text).toContain(`${PUBLIC_URL}/dashboard/transactions`);
    }
  });
});
