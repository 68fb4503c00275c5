import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { mailQueue } from '../src/mail/mail-queue.entity.js';
import { SENDING_LOCK } from '../src/mail/mail-sender.js';
import { startNotifications, type RunningNotifications } from './support/notifications-app.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('notifications: a mail another sender is sending', () => {
  let service: RunningNotifications;

  beforeAll(async () => {
    service = await startNotifications();
  });

  afterAll(async () => {
    await service?.stop();
  });

  it('is left to that sender while it lives, and sent at once when it dies (killed: its session and lock gone)', async () => {
    // Another replica's session, holding the lock a sender takes on a mail it is sending.
    const replica = new pg.Client({ connectionString: service.config.DATABASE_URL });
    await replica.connect();
    const id = randomUUID();
    const toEmail = `held-${id.slice(0, 8)}@classhub.test`;
    try {
      await replica.query('SELECT pg_advisory_lock($1, hashtext($2))', [SENDING_LOCK, id]);
      await service.db.insert(mailQueue).values({
        id,
        mailKey: `${id}:welcome:${toEmail}`,
        kind: 'welcome',
        toEmail,
        toName: 'Hal Held',
        subject: 'Welcome to ClassHub',
        text: 'Welcome',
        html: '<p>Welcome</p>',
      });
      // Several of this service's passes (every 100 ms): none sends a mail a live sender holds.
      await sleep(1000);
      expect(service.mail.to(toEmail)).toEqual([]);
      expect(await service.db.select().from(mailQueue).where(eq(mailQueue.id, id))).toHaveLength(1);
    } finally {
      // The other sender dies: PostgreSQL ends its session and the lock with it; no lease is left to wait out.
      await replica.end();
    }
    const diedAt = Date.now();
    const mail = await service.mail.waitFor(toEmail);
    expect(mail.subject).toBe('Welcome to ClassHub');
    expect(Date.now() - diedAt).toBeLessThan(5000);
    expect(service.mail.to(toEmail)).toHaveLength(1);
  });
});
