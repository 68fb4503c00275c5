import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CLASS_CANCELLED_V1, CLASS_EDIT_DENIED_V1, USER_REGISTERED_V1 } from '@classhub/contracts';
import { randomUUID } from 'node:crypto';
import { PUBLIC_URL, startNotifications, type RunningNotifications } from './support/notifications-app.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('notifications: a cancelled class and decided edits (decision 0041, real PostgreSQL, NATS and SMTP)', () => {
  let service: RunningNotifications;

  beforeAll(async () => {
    service = await startNotifications();
  });

  afterAll(async () => {
    await service?.stop();
  });

  const person = async (role: 'student' | 'instructor', name: string) => {
    const user = service.issuer.user(role);
    const contact = { userId: user.id, email: user.email, name, photo: '', role };
    await service.publish(USER_REGISTERED_V1, contact);
    await service.mail.waitFor(user.email, (mail) => mail.subject.includes('Welcome'));
    return contact;
  };
  const klass = (instructor: { email: string; name: string }) => ({
    classId: randomUUID(),
    className: 'Cello Ensemble',
    instructorEmail: instructor.email,
    instructorName: instructor.name,
    status: 'approved' as const,
    enrolled: 2,
    availableSeats: 0,
    price: 25,
  });

  it('mails every enrolled student (refund on its way), the waitlist and the instructor, once each', async () => {
    const [paid, alsoPaid, waiting, instructor] = await Promise.all([
      person('student', 'Paula Paid'),
      person('student', 'Alma Paid'),
      person('student', 'Wanda Waiting'),
      person('instructor', 'Ivy Instructor'),
    ]);
    const cancelled = {
      ...klass(instructor),
      cancelledAt: new Date().toISOString(),
      reason: 'I broke my wrist',
      cancelledBy: 'instructor' as const,
      enrolledStudentIds: [paid.userId, alsoPaid.userId],
      waitlistedStudentIds: [waiting.userId],
    };
    const id = await service.publish(CLASS_CANCELLED_V1, cancelled);
    const toPaid = await service.mail.waitFor(paid.email, (mail) => mail.subject.includes('was cancelled'));
    expect(toPaid.subject).toBe('"Cello Ensemble" was cancelled: your refund is on its way');
    expect(toPaid.text).toContain('refunded in full, automatically');
    expect(toPaid.text).toContain('I broke my wrist');
    expect(toPaid.text).toContain(`${PUBLIC_URL}/dashboard/paymenthistory`);
    await service.mail.waitFor(alsoPaid.email, (mail) => mail.subject.includes('refund is on its way'));
    const toWaiting = await service.mail.waitFor(waiting.email, (mail) => mail.subject.includes('was cancelled'));
    expect(toWaiting.text).toContain('You were not charged anything');
    const toInstructor = await service.mail.waitFor(instructor.email, (mail) => mail.subject.includes('is cancelled'));
    expect(toInstructor.text).toContain('2 enrolled student(s) are refunded automatically');

    await service.publish(CLASS_CANCELLED_V1, cancelled, { id, redelivery: true });
    await settle();
    expect(service.mail.to(paid.email).filter((mail) => mail.subject.includes('was cancelled'))).toHaveLength(1);
  });

  it("mails the instructor an edit's denial with the admin's reason", async () => {
    const instructor = await person('instructor', 'Ivy Instructor');
    await service.publish(CLASS_EDIT_DENIED_V1, {
      ...klass(instructor),
      revisionId: randomUUID(),
      reason: 'Keep the original name',
    });
    const mail = await service.mail.waitFor(instructor.email, (sent) => sent.subject.includes('were not approved'));
    expect(mail.text).toContain('Keep the original name');
    expect(mail.text).toContain('stays on sale as it was');
  });
});
