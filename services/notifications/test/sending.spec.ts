import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  durableConsumerName,
  ACCOUNT_DELETED_V1,
  createEventEnvelope,
  deadLetterSubject,
  eventWireSubject,
  CONTACT_REPLIED_V1,
  EMAIL_VERIFICATION_REQUESTED_V1,
  PASSWORD_CHANGED_V1,
  PASSWORD_RESET_REQUESTED_V1,
  USER_REGISTERED_V1,
} from '@classhub/contracts';
import { appMetric, NATS_CONNECTION } from '@classhub/nest-kit';
import { jetstream, jetstreamManager, type StoredMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mailQueue } from '../src/mail/mail-queue.entity.js';
import { sentMails } from '../src/mail/sent-mail.entity.js';
import { userContacts } from '../src/users/user-contact.entity.js';
import { startNotifications, type RunningNotifications } from './support/notifications-app.js';

const account = () => ({
  userId: randomUUID(),
  email: `lin-${randomUUID().slice(0, 8)}@classhub.test`,
  name: 'Lin Learner',
});
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('notifications: sending through an SMTP server that goes down, and the account mails', () => {
  let service: RunningNotifications;

  beforeAll(async () => {
    service = await startNotifications();
  });

  afterAll(async () => {
    await service?.stop();
  });

  it('keeps trying while the SMTP server refuses, with growing waits, then sends the mail once', async () => {
    const welcomes = (outcome: string) => appMetric(service.app, 'classhub_mails_total', { kind: 'welcome', outcome });
    const [failedBefore, sentBefore] = [await welcomes('failed'), await welcomes('sent')];
    service.mail.refuseConnections(true);
    const user = { ...account(), photo: '', role: 'student' as const };
    try {
      await service.publish(USER_REGISTERED_V1, user);
      // Waits of 200, 400, 800 ms (MAIL_RETRY_FIRST_MS 200): three failed attempts within about 1.5 s.
      for (let waited = 0; waited < 10_000; waited += 100) {
        const [queued] = await service.db.select().from(mailQueue).where(eq(mailQueue.toEmail, user.email));
        if ((queued?.attempts ?? 0) >= 3) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const [queued] = await service.db.select().from(mailQueue).where(eq(mailQueue.toEmail, user.email));
      expect(queued?.attempts).toBeGreaterThanOrEqual(3);
      expect(queued?.lastError).toBeTruthy();
      expect(await welcomes('failed')).toBeGreaterThanOrEqual(failedBefore + 3);
      expect(service.mail.to(user.email)).toHaveLength(0);
    } finally {
      service.mail.refuseConnections(false);
    }
    const mail = await service.mail.waitFor(user.email);
    expect(mail.subject).toBe('Welcome to ClassHub');
    // Logged as sent in the transaction right after the SMTP server's answer.
    let [sent] = await service.db.select().from(sentMails).where(eq(sentMails.toEmail, user.email));
    for (let waited = 0; !sent && waited < 5000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      [sent] = await service.db.select().from(sentMails).where(eq(sentMails.toEmail, user.email));
    }
    expect(sent?.attempts).toBeGreaterThanOrEqual(4);
    expect(mail.messageId).toBe(sent?.messageId);
    expect(await service.db.select().from(mailQueue).where(eq(mailQueue.toEmail, user.email))).toEqual([]);
    // Counted once the sender is past the transaction that logged it.
    for (let waited = 0; (await welcomes('sent')) === sentBefore && waited < 5000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await welcomes('sent')).toBe(sentBefore + 1);
  });

  it('mails the password-reset and address-verification links, and the password-changed notice', async () => {
    const lin = account();
    const resetUrl = `https://classhub.example.com/reset-password?token=${randomUUID()}`;
    await service.publish(PASSWORD_RESET_REQUESTED_V1, { ...lin, resetUrl, expiresAt: inAnHour() });
    const reset = await service.mail.waitFor(lin.email, (mail) => mail.subject === 'Reset your ClassHub password');
    expect(reset.text).toContain(resetUrl);
    expect(reset.html).toContain(`href="${resetUrl.replace('&', '&amp;')}"`);

    const verifyUrl = `https://classhub.example.com/verify-email?token=${randomUUID()}`;
    const newAddress = `new-${lin.email}`;
    await service.publish(EMAIL_VERIFICATION_REQUESTED_V1, {
      ...lin,
      email: newAddress,
      purpose: 'email-change',
      verifyUrl,
      expiresAt: inAnHour(),
    });
    const verify = await service.mail.waitFor(newAddress);
    expect(verify.subject).toBe('Confirm your new ClassHub address');
    expect(verify.text).toContain(verifyUrl);

    await service.publish(PASSWORD_CHANGED_V1, lin);
    const changed = await service.mail.waitFor(lin.email, (mail) => mail.subject.includes('was changed'));
    expect(changed.text).toContain('support@classhub.test');
  });

  it('mails an admin’s answer to a contact message with the message it answers', async () => {
    const toEmail = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    await service.publish(CONTACT_REPLIED_V1, {
      messageId: randomUUID(),
      toEmail,
      toName: 'Vera Visitor',
      originalMessage: 'Do you have evening classes?',
      reply: 'Yes: see the catalogue.',
      repliedBy: 'Admin',
      at: new Date().toISOString(),
    });
    const mail = await service.mail.waitFor(toEmail);
    expect(mail.subject).toBe('An answer to your message to ClassHub');
    expect(mail.text).toContain('> Yes: see the catalogue.');
    expect(mail.text).toContain('> Do you have evening classes?');
  });

  it('mails nothing for a message it cannot apply (dead-lettered, its transaction never committed)', async () => {
    const email = `broken-${randomUUID().slice(0, 8)}@classhub.test`;
    const consumer = durableConsumerName('notifications', PASSWORD_CHANGED_V1.subject);
    const deadLetters = () =>
      appMetric(service.app, 'events_dead_lettered_total', { consumer, reason: 'invalid-data' });
    const deadLettersBefore = await deadLetters();
    const envelope = createEventEnvelope(PASSWORD_CHANGED_V1, { ...account(), email });
    // The producer's schema says userId is a UUID: this one is not, so the consumer refuses the event as a whole.
    const broken = { ...envelope, data: { ...envelope.data, userId: 'not-a-uuid' } };
    const nc = service.app.get<NatsConnection>(NATS_CONNECTION);
    await jetstream(nc).publish(
      eventWireSubject(service.config.NATS_NAMESPACE, PASSWORD_CHANGED_V1.subject),
      JSON.stringify(broken),
      {
        msgID: broken.id,
      },
    );
    const dlq = deadLetterSubject(service.config.NATS_NAMESPACE, 'notifications', PASSWORD_CHANGED_V1.subject);
    const jsm = await jetstreamManager(nc);
    const stream = await jsm.streams.find(dlq);
    let deadLetter: StoredMsg | null = null;
    for (let waited = 0; !deadLetter && waited < 10_000; waited += 100) {
      deadLetter = await jsm.streams.getMessage(stream, { last_by_subj: dlq }).catch(() => null);
      if (!deadLetter) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(deadLetter?.json<{ id: string }>().id).toBe(broken.id);
    expect(await deadLetters()).toBe(deadLettersBefore + 1);
    expect(await service.db.select().from(mailQueue).where(eq(mailQueue.toEmail, email))).toEqual([]);
    expect(service.mail.to(email)).toEqual([]);
  });

  it('forgets a deleted account: its address, its preferences and the mails not yet sent', async () => {
    service.mail.refuseConnections(true);
    const user = { ...account(), photo: '', role: 'student' as const };
    try {
      await service.publish(USER_REGISTERED_V1, user);
      await service.publish(ACCOUNT_DELETED_V1, { userId: user.userId });
      expect(await service.db.select().from(userContacts).where(eq(userContacts.userId, user.userId))).toEqual([]);
      expect(await service.db.select().from(mailQueue).where(eq(mailQueue.userId, user.userId))).toEqual([]);
    } finally {
      service.mail.refuseConnections(false);
    }
  });
});
