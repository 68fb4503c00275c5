import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ROSTER_MAIL_REQUESTED_V1 } from '@classhub/contracts';
import { inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { sentMails } from '../src/mail/sent-mail.entity.js';
import { startNotifications, type RunningNotifications } from './support/notifications-app.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe("notifications: an instructor's mail to a class's students (real PostgreSQL, NATS and SMTP)", () => {
  let service: RunningNotifications;

  beforeAll(async () => {
    service = await startNotifications();
  });

  afterAll(async () => {
    await service?.stop();
  });

  const student = (name: string) => ({ studentId: randomUUID(), email: `${randomUUID()}@classhub.test`, name });
  const rosterMail = (recipients: ReturnType<typeof student>[]) => ({
    mailId: randomUUID(),
    classId: randomUUID(),
    className: 'Cello Ensemble',
    instructorName: 'Amelia Hart',
    instructorEmail: 'amelia.hart@classhub.test',
    subject: 'Room change',
    message: 'We meet in room B12 on Monday.\n\n<b>Bring</b> your bow.',
    recipients,
  });

  it('sends one mail to each student named, saying which class and who wrote it', async () => {
    const [ada, ben] = [student('Ada Lovelace'), student('Ben Okri')];
    await service.publish(ROSTER_MAIL_REQUESTED_V1, rosterMail([ada, ben]));
    for (const to of [ada, ben]) {
      const mail = await service.mail.waitFor(to.email, (sent) => sent.subject.includes('Room change'));
      expect(mail.subject).toBe('[Cello Ensemble] Room change');
      expect(mail.text).toContain(to.name);
      expect(mail.text).toContain('Amelia Hart, who teaches "Cello Ensemble"');
      expect(mail.text).toContain('We meet in room B12 on Monday.');
      expect(mail.text).toContain('amelia.hart@classhub.test');
      // The instructor's words are text: their markup is escaped in the HTML part.
      expect(mail.html).toContain('&lt;b&gt;Bring&lt;/b&gt;');
    }
  });

  const untilRecorded = async (emails: string[]) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = await service.db.select().from(sentMails).where(inArray(sentMails.toEmail, emails));
      if (rows.length >= emails.length || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('sends nothing twice when the event is delivered again', async () => {
    const [ada, ben] = [student('Ada Again'), student('Ben Again')];
    const mail = rosterMail([ada, ben]);
    const id = await service.publish(ROSTER_MAIL_REQUESTED_V1, mail);
    await service.mail.waitFor(ben.email, (sent) => sent.subject.includes('Room change'));
    await service.mail.waitFor(ada.email, (sent) => sent.subject.includes('Room change'));
    // The SMTP server has the mails a moment before the sender records them as sent; the promise is about mails
    // recorded (until then a second request for the same key may still send again: at least once, decision 0036).
    await untilRecorded([ada.email, ben.email]);
    await service.publish(ROSTER_MAIL_REQUESTED_V1, mail, { id, redelivery: true });
    await service.publish(ROSTER_MAIL_REQUESTED_V1, mail);
    await settle();
    for (const to of [ada, ben]) expect(service.mail.to(to.email)).toHaveLength(1);
    const logged = await service.db
      .select({ mailKey: sentMails.mailKey })
      .from(sentMails)
      .where(inArray(sentMails.toEmail, [ada.email, ben.email]));
    expect(logged.map((row) => row.mailKey).sort()).toEqual(
      [ada, ben].map((to) => `${mail.mailId}:roster-mail:${to.email}`).sort(),
    );
  });
});
