// Decision 0045: the user is mailed a suspension with its reason, and its end; the users read model follows both.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { USER_REACTIVATED_V1, USER_SUSPENDED_V1 } from '@classhub/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { userContacts } from '../src/users/user-contact.entity.js';
import { startNotifications, type RunningNotifications } from './support/notifications-app.js';

describe('notifications: suspension and reactivation mails', () => {
  let service: RunningNotifications;

  beforeAll(async () => {
    service = await startNotifications();
  });

  afterAll(async () => {
    await service?.stop();
  });

  it('mails the reason and who suspended, then that the account is active again', async () => {
    const user = {
      userId: randomUUID(),
      email: `sam-${randomUUID().slice(0, 8)}@classhub.test`,
      name: 'Sam Student',
      photo: '',
      role: 'student' as const,
    };
    await service.publish(USER_SUSPENDED_V1, {
      ...user,
      suspended: true,
      reason: 'Spam in <the> contact form',
      suspendedBy: 'Grace Whitfield',
    });
    const suspended = await service.mail.waitFor(user.email, (mail) => mail.subject.includes('suspended'));
    expect(suspended.subject).toBe('Your ClassHub account is suspended');
    expect(suspended.text).toContain('Spam in <the> contact form');
    expect(suspended.text).toContain('Grace Whitfield');
    expect(suspended.html).toContain('Spam in &lt;the&gt; contact form');
    const [contact] = await service.db.select().from(userContacts).where(eq(userContacts.userId, user.userId));
    expect(contact?.email).toBe(user.email);

    await service.publish(USER_REACTIVATED_V1, { ...user, suspended: false });
    const back = await service.mail.waitFor(user.email, (mail) => mail.subject.includes('active again'));
    expect(back.text).toContain('/login');
  });
});
