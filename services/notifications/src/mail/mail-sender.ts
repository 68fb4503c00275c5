import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DRIZZLE, PeriodicTask, SERVICE_CONFIG } from '@classhub/nest-kit';
import { createHash } from 'node:crypto';
import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { NotificationsConfig } from '../config/notifications.config.js';
import type { NotificationsDb } from '../db/notifications-db.js';
import { mailQueue, type QueuedMail } from './mail-queue.entity.js';
import { sentMails } from './sent-mail.entity.js';
import { SmtpTransport } from './smtp-transport.js';

/** Mails taken per pass. */
const BATCH = 20;
/** How long a mail taken by a sender is left to it: far beyond the SMTP timeouts, so it is not taken twice. */
const LEASE_SECONDS = 120;

/** The wait before the next attempt after `attempts` failed ones: doubling from `firstMs`, at most `maxMs`. */
export function retryDelayMs(attempts: number, firstMs: number, maxMs: number): number {
  return Math.min(firstMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30), maxMs);
}

/** The same key always gives the same Message-ID, so a mail sent again after a crash is recognisably the same mail. */
export const messageIdOf = (mailKey: string) =>
  `<${createHash('sha256').update(mailKey).digest('hex').slice(0, 32)}@notifications.classhub>`;

/**
 * Sends queued mails (decision 0036): takes the due ones with a lease (replicas never take the same mail), sends each
 * over SMTP, then records it in `sent_mails` and drops it from the queue in one transaction. A failed send is tried
 * again later, the wait doubling per attempt, for as long as the SMTP server stays down.
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MailSender.name);
  private readonly task: PeriodicTask;

  constructor(
    @Inject(DRIZZLE) private readonly db: NotificationsDb,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationsConfig,
    private readonly smtp: SmtpTransport,
  ) {
    this.task = new PeriodicTask('Mail sender', config.MAIL_POLL_INTERVAL_MS, async () => {
      while ((await this.sendDue()) === BATCH);
    });
  }

  onApplicationBootstrap(): void {
    this.task.start({ immediately: true });
  }

  async onModuleDestroy(): Promise<void> {
    await this.task.stop();
  }

  /** One batch of due mails; answers how many it took. */
  async sendDue(): Promise<number> {
    const due = this.db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(lte(mailQueue.nextAttemptAt, sql`now()`))
      .orderBy(asc(mailQueue.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const mails = await this.db
      .update(mailQueue)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(inArray(mailQueue.id, due))
      .returning();
    for (const mail of mails) await this.sendOne(mail);
    return mails.length;
  }

  private async sendOne(mail: QueuedMail): Promise<void> {
    const messageId = messageIdOf(mail.mailKey);
    try {
      await this.smtp.send({
        to: { name: mail.toName, address: mail.toEmail },
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId,
      });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const delayMs = retryDelayMs(attempts, this.config.MAIL_RETRY_FIRST_MS, this.config.MAIL_RETRY_MAX_MS);
      const reason = error instanceof Error ? error.message : String(error);
      await this.db
        .update(mailQueue)
        .set({ attempts, lastError: reason, nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
        .where(eq(mailQueue.id, mail.id));
      this.logger.warn(
        `Mail ${mail.kind} to ${mail.toEmail} not sent (attempt ${attempts}), again in ${delayMs} ms: ${reason}`,
      );
      return;
    }
    await this.db.transaction(async (tx) => {
      await tx
        .insert(sentMails)
        .values({
          mailKey: mail.mailKey,
          kind: mail.kind,
          userId: mail.userId,
          toEmail: mail.toEmail,
          subject: mail.subject,
          messageId,
          attempts: mail.attempts + 1,
        })
        .onConflictDoNothing({ target: sentMails.mailKey });
      await tx.delete(mailQueue).where(eq(mailQueue.id, mail.id));
    });
  }
}
