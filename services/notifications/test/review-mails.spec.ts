import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REVIEW_ANSWERED_V1, REVIEW_HIDDEN_V1, USER_REGISTERED_V1 } from '@classhub/contracts';
import { randomUUID } from 'node:crypto';
import { PUBLIC_URL, startNotifications, type RunningNotifications } from './support/notifications-app.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe("notifications: a student's review hidden or answered, the author mailed once (decision 0043)", () => {
  let service: RunningNotifications;

  beforeAll(async () => {
    service = await startNotifications();
  });

  afterAll(async () => {
    await service?.stop();
  });

  const author = async () => {
    const user = service.issuer.user('student');
    const contact = { userId: user.id, email: user.email, name: 'Rita Reviewer', photo: '', role: 'student' as const };
    await service.publish(USER_REGISTERED_V1, contact);
    await service.mail.waitFor(user.email, (mail) => mail.subject.includes('Welcome'));
    return contact;
  };
  const reviewBy = (studentId: string) => ({
    reviewId: randomUUID(),
    classId: randomUUID(),
    className: 'Cello Ensemble',
    studentId,
  });

  it('tells the author why the review was hidden, once however often the event is delivered', async () => {
    const rita = await author();
    const review = { ...reviewBy(rita.userId), reason: 'Personal attacks <b>are</b> not allowed' };
    const id = await service.publish(REVIEW_HIDDEN_V1, review);
    const mail = await service.mail.waitFor(rita.email, (sent) => sent.subject.includes('was hidden'));
    expect(mail.subject).toBe('Your review of "Cello Ensemble" was hidden');
    expect(mail.text).toContain('Personal attacks <b>are</b> not allowed');
    // The reason is the admin's plain text: escaped in the HTML part, never markup.
    expect(mail.html).not.toContain('<b>are</b>');
    expect(mail.text).toContain(`${PUBLIC_URL}/classes/${review.classId}#reviews`);
    await service.publish(REVIEW_HIDDEN_V1, review, { id, redelivery: true });
    await settle();
    expect(service.mail.to(rita.email).filter((sent) => sent.subject.includes('was hidden'))).toHaveLength(1);
  });

  it('tells the author the instructor answered, once per review', async () => {
    const rita = await author();
    const review = { ...reviewBy(rita.userId), instructorName: 'Ada Teacher' };
    await service.publish(REVIEW_ANSWERED_V1, review);
    await service.publish(REVIEW_ANSWERED_V1, review);
    const mail = await service.mail.waitFor(rita.email, (sent) => sent.subject.includes('answered'));
    expect(mail.subject).toBe('Ada Teacher answered your review of "Cello Ensemble"');
    await settle();
    expect(service.mail.to(rita.email).filter((sent) => sent.subject.includes('answered'))).toHaveLength(1);
  });
});
