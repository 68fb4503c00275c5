import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { USER_PROFILE_UPDATED_V1, USER_REGISTERED_V1 } from '@classhub/contracts';
import { count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mailQueue } from '../src/mail/mail-queue.entity.js';
import { sentMails } from '../src/mail/sent-mail.entity.js';
import { userContacts } from '../src/users/user-contact.entity.js';
import { PUBLIC_URL, startNotifications, type RunningNotifications } from './support/notifications-app.js';

const newUser = (name = 'Ada Lovelace') => ({
  userId: randomUUID(),
  email: `ada-${randomUUID().slice(0, 8)}@classhub.test`,
  name,
  photo: '',
  role: 'student' as const,
});

describe('notifications: the welcome mail and the read model of users (real PostgreSQL, NATS and SMTP)', () => {
  let service: RunningNotifications;

  beforeAll(async () => {
    service = await startNotifications();
  });

  afterAll(async () => {
    await service?.stop();
  });

  it('welcomes a new account by mail, in text and HTML, with a link to the catalogue', async () => {
    const user = newUser('Ada <Lovelace>');
    await service.publish(USER_REGISTERED_V1, user);
    const mail = await service.mail.waitFor(user.email);
    expect(mail.subject).toBe('Welcome to ClassHub');
    expect(mail.from).toContain('no-reply@classhub.test');
    expect(mail.text).toContain('Hello Ada <Lovelace>,');
    expect(mail.text).toContain(`${PUBLIC_URL}/classes`);
    // Names are the user's own words: escaped in HTML, never markup.
    expect(mail.html).toContain('Hello Ada &lt;Lovelace&gt;,');
    expect(mail.html).not.toContain('<Lovelace>');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/classes"`);
    const [known] = await service.db.select().from(userContacts).where(eq(userContacts.userId, user.userId));
    expect(known).toMatchObject({ email: user.email, name: user.name, role: 'student' });
  });

  it('sends one welcome however often the event is delivered, and logs it as sent', async () => {
    const user = newUser();
    const id = await service.publish(USER_REGISTERED_V1, user);
    await service.mail.waitFor(user.email);
    // The same event again (a redelivery or a republished outbox row): applied once, mailed once.
    await service.publish(USER_REGISTERED_V1, user, { id, redelivery: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(service.mail.to(user.email)).toHaveLength(1);
    const sent = await service.db.select().from(sentMails).where(eq(sentMails.toEmail, user.email));
    expect(sent).toEqual([expect.objectContaining({ kind: 'welcome', mailKey: `${id}:welcome:${user.email}` })]);
    const [queued] = await service.db.select({ n: count() }).from(mailQueue).where(eq(mailQueue.toEmail, user.email));
    expect(queued?.n).toBe(0);
  });

  it('keeps a profile change in the read model without mailing, and never lets an older event win', async () => {
    const user = newUser('Before');
    await service.publish(USER_REGISTERED_V1, user, { occurredAt: new Date(Date.now() - 60_000) });
    await service.publish(USER_PROFILE_UPDATED_V1, { ...user, name: 'After' });
    await service.publish(
      USER_PROFILE_UPDATED_V1,
      { ...user, name: 'Stale' },
      { occurredAt: new Date(Date.now() - 120_000) },
    );
    const [known] = await service.db.select().from(userContacts).where(eq(userContacts.userId, user.userId));
    expect(known?.name).toBe('After');
    await service.mail.waitFor(user.email);
    expect(service.mail.to(user.email).map((mail) => mail.subject)).toEqual(['Welcome to ClassHub']);
  });
});
