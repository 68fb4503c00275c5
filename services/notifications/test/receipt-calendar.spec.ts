import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CLASSES_CLASS_SCHEDULE, RECEIPT_ISSUED_V1, requestWireSubject } from '@classhub/contracts';
import { NATS_CONNECTION } from '@classhub/nest-kit';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { startNotifications, type RunningNotifications } from './support/notifications-app.js';

/** Decision 0040: the receipt mail carries the class's calendar, asked of classes (answered here as classes would). */
describe('notifications: the receipt’s calendar file (real PostgreSQL, NATS and SMTP)', () => {
  let service: RunningNotifications;
  let classes: Subscription | undefined;
  const schedules = new Map<string, unknown>();
  let asks = 0;

  const answerAsClasses = () => {
    const nc = service.app.get<NatsConnection>(NATS_CONNECTION);
    classes = nc.subscribe(requestWireSubject(service.config.NATS_NAMESPACE, CLASSES_CLASS_SCHEDULE.subject), {
      callback: (_error, message) => {
        asks++;
        const { classId } = message.json<{ classId: string }>();
        const data = schedules.get(classId) ?? { found: false, sessions: [] };
        message.respond(JSON.stringify({ ok: true, data }));
      },
    });
  };

  beforeAll(async () => {
    service = await startNotifications();
    answerAsClasses();
  });

  afterAll(async () => {
    classes?.unsubscribe();
    await service?.stop();
  });

  const receipt = (classId: string, studentEmail: string) => ({
    receiptNumber: 9,
    paymentId: randomUUID(),
    issuedAt: new Date().toISOString(),
    studentId: randomUUID(),
    studentEmail,
    studentName: 'Grace Hopper',
    classId,
    className: 'Evening Pottery',
    instructorName: 'Sam Schedule',
    listPriceCents: 2000,
    discountCents: 0,
    totalCents: 2000,
    cardBrand: 'visa',
    cardLast4: '4242',
    transactionId: 'pi_test_cal',
    refundDeadline: new Date(Date.now() + 86_400_000).toISOString(),
  });

  it('attaches one event per session, with the joining link', async () => {
    const classId = randomUUID();
    schedules.set(classId, {
      found: true,
      className: 'Evening Pottery',
      instructorName: 'Sam Schedule',
      instructorEmail: 'sam@classhub.test',
      meetingUrl: 'https://meet.example.com/pottery',
      sessions: [
        { startsAt: '2030-07-01T16:30:00.000Z', durationMinutes: 60 },
        { startsAt: '2030-07-08T16:30:00.000Z', durationMinutes: 90 },
      ],
    });
    const email = `cal-${randomUUID().slice(0, 8)}@classhub.test`;
    await service.publish(RECEIPT_ISSUED_V1, receipt(classId, email));
    const mail = await service.mail.waitFor(email);
    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics?.filename).toBe('evening-pottery.ics');
    expect(ics?.contentType).toBe('text/calendar');
    expect(ics?.content.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics?.content).toContain('DTSTART:20300701T163000Z');
    expect(ics?.content).toContain('URL:https://meet.example.com/pottery');
  });

  it('mails the receipt without a calendar for a class without sessions', async () => {
    const classId = randomUUID();
    schedules.set(classId, { found: true, className: 'Self-paced', instructorName: 'Sam', sessions: [] });
    const email = `nocal-${randomUUID().slice(0, 8)}@classhub.test`;
    await service.publish(RECEIPT_ISSUED_V1, receipt(classId, email));
    expect((await service.mail.waitFor(email)).attachments).toEqual([]);
  });

  // Last: it leaves the calendar quiet for QUIET_AFTER_FAILURE_MS.
  it('while classes does not answer, mails receipts without a calendar and stops asking for a while', async () => {
    classes?.unsubscribe();
    const classId = randomUUID();
    schedules.set(classId, { found: true, className: 'Evening Pottery', instructorName: 'Sam', sessions: [] });
    const first = `down-${randomUUID().slice(0, 8)}@classhub.test`;
    await service.publish(RECEIPT_ISSUED_V1, receipt(classId, first));
    expect((await service.mail.waitFor(first)).attachments).toEqual([]);

    answerAsClasses();
    const asksBefore = asks;
    const second = `quiet-${randomUUID().slice(0, 8)}@classhub.test`;
    await service.publish(RECEIPT_ISSUED_V1, receipt(classId, second));
    expect((await service.mail.waitFor(second)).attachments).toEqual([]);
    expect(asks).toBe(asksBefore);
  });
});
