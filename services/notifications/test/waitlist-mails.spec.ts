import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { USER_REGISTERED_V1, WAITLIST_OFFER_EXPIRED_V1, WAITLIST_OFFER_MADE_V1 } from '@classhub/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { sentMails } from '../src/mail/sent-mail.entity.js';
import { PUBLIC_URL, startNotifications, type RunningNotifications } from './support/notifications-app.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('notifications: waitlist offers and lapsed offers, mailed once each (real PostgreSQL, NATS and SMTP)', () => {
  let service: RunningNotifications;

  beforeAll(async () => {
    service = await startNotifications();
  });

  afterAll(async () => {
    await service?.stop();
  });

  const student = async () => {
    const user = service.issuer.user('student');
    const contact = { userId: user.id, email: user.email, name: 'Wanda Waiting', photo: '', role: 'student' as const };
    await service.publish(USER_REGISTERED_V1, contact);
    await service.mail.waitFor(user.email, (mail) => mail.subject.includes('Welcome'));
    return contact;
  };
  const offerTo = (studentId: string) => ({
    offerId: randomUUID(),
    classId: randomUUID(),
    className: 'Cello Ensemble',
    studentId,
    expiresAt: '2026-11-28T15:10:00.000Z',
  });
  const mailsTo = (email: string, kind: string) =>
    service.db
      .select()
      .from(sentMails)
      .where(eq(sentMails.toEmail, email))
      .then((rows) => rows.filter((row) => row.kind === kind));

  it('mails the offer: the class, until when in UTC, and the link to the waitlist page', async () => {
    const wanda = await student();
    await service.publish(WAITLIST_OFFER_MADE_V1, offerTo(wanda.userId));
    const mail = await service.mail.waitFor(wanda.email, (sent) => sent.subject.startsWith('A seat in'));
    expect(mail.subject).toBe('A seat in "Cello Ensemble" is yours until 28 Nov 2026, 15:10 UTC');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Wanda Waiting');
      expect(body).toContain('kept for you alone until 28 Nov 2026, 15:10 UTC');
      expect(body).toContain(`${PUBLIC_URL}/dashboard/waitlist`);
    }
  });

  it('sends one mail per offer however often it is delivered, even as a new event about the same offer', async () => {
    const wanda = await student();
    const offer = offerTo(wanda.userId);
    const id = await service.publish(WAITLIST_OFFER_MADE_V1, offer);
    await service.mail.waitFor(wanda.email, (sent) => sent.subject.startsWith('A seat in'));
    await service.publish(WAITLIST_OFFER_MADE_V1, offer, { id, redelivery: true });
    await service.publish(WAITLIST_OFFER_MADE_V1, offer);
    await settle();
    expect(service.mail.to(wanda.email).filter((sent) => sent.subject.startsWith('A seat in'))).toHaveLength(1);
    expect(await mailsTo(wanda.email, 'waitlist-offer')).toEqual([
      expect.objectContaining({ mailKey: `${offer.offerId}:waitlist-offer:${wanda.email}` }),
    ]);
  });

  it('mails each of two offers to the same student (two classes)', async () => {
    const wanda = await student();
    await service.publish(WAITLIST_OFFER_MADE_V1, offerTo(wanda.userId));
    await service.publish(WAITLIST_OFFER_MADE_V1, { ...offerTo(wanda.userId), className: 'Harp Basics' });
    await service.mail.waitFor(wanda.email, (sent) => sent.subject.includes('Harp Basics'));
    await settle();
    expect(service.mail.to(wanda.email).filter((sent) => sent.subject.startsWith('A seat in'))).toHaveLength(2);
  });

  it('tells the student when the offer lapsed: the seat went to the next in line', async () => {
    const wanda = await student();
    const { expiresAt: _, ...lapsed } = offerTo(wanda.userId);
    const id = await service.publish(WAITLIST_OFFER_EXPIRED_V1, lapsed);
    const mail = await service.mail.waitFor(wanda.email, (sent) => sent.subject.startsWith('The seat kept for you'));
    expect(mail.subject).toBe('The seat kept for you in "Cello Ensemble" went to the next in line');
    expect(mail.text).toContain('went to the next student on the waitlist');
    expect(mail.text).toContain('no longer on this class');
    await service.publish(WAITLIST_OFFER_EXPIRED_V1, lapsed, { id, redelivery: true });
    await settle();
    expect(await mailsTo(wanda.email, 'waitlist-offer-expired')).toHaveLength(1);
  });

  it('mails nobody for a student it does not know (an account deleted since), and applies the event', async () => {
    const before = service.mail.mails.length;
    await service.publish(WAITLIST_OFFER_MADE_V1, offerTo(randomUUID()));
    await settle();
    expect(service.mail.mails.length).toBe(before);
  });
});
