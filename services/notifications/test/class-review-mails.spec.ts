import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CLASS_APPROVED_V1,
  CLASS_DENIED_V1,
  CLASS_FEEDBACK_SENT_V1,
  RECEIPT_ISSUED_V1,
  ROUTES,
  USER_REGISTERED_V1,
  USER_ROLE_CHANGED_V1,
} from '@classhub/contracts';
import { callJson as call } from '@classhub/testing';
import { randomUUID } from 'node:crypto';
import { startNotifications, type RunningNotifications } from './support/notifications-app.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('notifications: class reviews, role changes and the preferences that turn them off', () => {
  let service: RunningNotifications;

  beforeAll(async () => {
    service = await startNotifications();
  });

  afterAll(async () => {
    await service?.stop();
  });

  const instructor = async () => {
    const user = service.issuer.user('instructor');
    const snapshot = {
      userId: user.id,
      email: user.email,
      name: 'Ivy Instructor',
      photo: '',
      role: 'instructor' as const,
    };
    await service.publish(USER_REGISTERED_V1, snapshot);
    return { ...snapshot, token: await service.issuer.tokenFor(user) };
  };
  const classOf = (email: string) => ({
    classId: randomUUID(),
    className: 'Night Sky',
    instructorEmail: email,
    instructorName: 'Ivy Instructor',
    status: 'approved' as const,
    enrolled: 0,
    availableSeats: 12,
    price: 40,
  });

  it('mails the instructor when a class is approved, denied or given feedback', async () => {
    const ivy = await instructor();
    await service.publish(CLASS_APPROVED_V1, classOf(ivy.email));
    await service.publish(CLASS_DENIED_V1, { ...classOf(ivy.email), status: 'denied' });
    await service.publish(CLASS_FEEDBACK_SENT_V1, { ...classOf(ivy.email), feedback: 'Add a <b>syllabus</b>.' });
    const approved = await service.mail.waitFor(ivy.email, (mail) => mail.subject.includes('was approved'));
    expect(approved.text).toContain('12 seats');
    const denied = await service.mail.waitFor(ivy.email, (mail) => mail.subject.includes('was not approved'));
    expect(denied.html).toContain('Night Sky');
    const feedback = await service.mail.waitFor(ivy.email, (mail) => mail.subject.startsWith('Feedback'));
    expect(feedback.text).toContain('> Add a <b>syllabus</b>.');
    expect(feedback.html).toContain('Add a &lt;b&gt;syllabus&lt;/b&gt;.');
  });

  it('answers and stores each user’s own preferences, refusing anything but the two switches', async () => {
    const ivy = await instructor();
    const path = ROUTES.getMailPreferences.path;
    expect((await call(service.baseUrl, 'GET', path)).status).toBe(401);
    const initial = await call(service.baseUrl, 'GET', path, { token: ivy.token });
    expect(initial).toMatchObject({ status: 200, body: { classReviews: true, roleChanges: true } });
    const bad = await call(service.baseUrl, 'PUT', path, { token: ivy.token, body: { classReviews: 'no' } });
    expect(bad.status).toBe(400);
    const extra = await call(service.baseUrl, 'PUT', path, {
      token: ivy.token,
      body: { classReviews: true, roleChanges: true, receipts: false },
    });
    expect(extra.status).toBe(400);
    const off = { classReviews: false, roleChanges: false };
    expect(await call(service.baseUrl, 'PUT', path, { token: ivy.token, body: off })).toMatchObject({
      status: 200,
      body: off,
    });
    expect((await call(service.baseUrl, 'GET', path, { token: ivy.token })).body).toEqual(off);
  });

  it('sends no optional mail a user turned off, and still sends their receipts', async () => {
    const ivy = await instructor();
    const off = { classReviews: false, roleChanges: false };
    await call(service.baseUrl, 'PUT', ROUTES.updateMailPreferences.path, { token: ivy.token, body: off });
    await service.publish(CLASS_APPROVED_V1, classOf(ivy.email));
    await service.publish(USER_ROLE_CHANGED_V1, { ...ivy, role: 'admin' });
    await service.publish(RECEIPT_ISSUED_V1, {
      receiptNumber: 9,
      paymentId: randomUUID(),
      issuedAt: new Date().toISOString(),
      studentId: ivy.userId,
      studentEmail: ivy.email,
      studentName: ivy.name,
      classId: randomUUID(),
      className: 'Night Sky',
      instructorName: 'Someone Else',
      listPriceCents: 4000,
      discountCents: 0,
      totalCents: 4000,
      cardBrand: 'visa',
      cardLast4: '4242',
      transactionId: 'pi_1',
      refundDeadline: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await service.mail.waitFor(ivy.email, (mail) => mail.subject.startsWith('Your ClassHub receipt'));
    await settle();
    expect(service.mail.to(ivy.email).map((mail) => mail.subject)).toEqual([
      'Welcome to ClassHub',
      'Your ClassHub receipt CH-000009 for "Night Sky"',
    ]);
  });

  it('tells a user whose role changed, while they want it', async () => {
    const ivy = await instructor();
    await service.publish(USER_ROLE_CHANGED_V1, { ...ivy, role: 'admin' });
    const mail = await service.mail.waitFor(ivy.email, (caught) => caught.subject.includes('admin'));
    expect(mail.subject).toBe('You are now an admin on ClassHub');
  });
});
