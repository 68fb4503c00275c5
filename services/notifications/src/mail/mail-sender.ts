import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DRIZZLE, PeriodicTask, PG_POOL, SERVICE_CONFIG } from '@classhub/nest-kit';
import { createHash } from 'node:crypto';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { NotificationsConfig } from '../config/notifications.config.js';
import type { NotificationsDb } from '../db/notifications-db.js';
import { MailMetrics } from './mail-metrics.js';
import { mailQueue, type QueuedMail } from './mail-queue.entity.js';
import { sentMails } from './sent-mail.entity.js';
import { SmtpTransport } from './smtp-transport.js';

/** Mails looked at per pass. */
const BATCH = 20;
/** The first key of the advisory locks a sender holds on the mails it is sending (the second is the mail's). */
export const SENDING_LOCK = 36;

/** The wait before the next attempt after `attempts` failed ones: doubling from `firstMs`, at most `maxMs`. */
export function retryDelayMs(attempts: number, firstMs: number, maxMs: number): number {
  return Math.min(firstMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30), maxMs);
}

/** The same key always gives the same Message-ID, so a mail sent again after a crash is recognisably the same mail. */
export const messageIdOf = (mailKey: string) =>
  `<${createHash('sha256').update(mailKey).digest('hex').slice(0, 32)}@notifications.classhub>`;

/**
 * Sends queued mails (decision 0036): each due mail is sent under an advisory lock held by a session of the sender's
 * own, so replicas never send the same mail, and a sender that dies lets its mails go at once (PostgreSQL ends its
 * session and its locks with it) instead of leaving them leased. After the SMTP server's yes, the mail is recorded in
 * `sent_mails` and dropped from the queue in one transaction. A failed send is tried again later, the wait doubling per
 * attempt, for as long as the SMTP server stays down.
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MailSender.name);
  private readonly task: PeriodicTask;

  constructor(
    @Inject(DRIZZLE) private readonly db: NotificationsDb,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationsConfig,
    private readonly smtp: SmtpTransport,
    private readonly metrics: MailMetrics,
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

  /** One batch of due mails; answers how many it sent or tried (not those another sender holds). */
  async sendDue(): Promise<number> {
    const due = await this.db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(lte(mailQueue.nextAttemptAt, sql`now()`))
      .orderBy(asc(mailQueue.nextAttemptAt))
      .limit(BATCH);
    if (due.length === 0) return 0;
    // Session-level locks outside any transaction: nothing stays idle in a transaction while SMTP answers.
    const session = await this.pool.connect();
    let taken = 0;
    try {
      for (const { id } of due) if (await this.sendIfFree(session, id)) taken++;
    } catch (error) {
      session.release(true);
      throw error;
    }
    session.release();
    return taken;
  }

  private async sendIfFree(session: pg.PoolClient, id: string): Promise<boolean> {
    const lock = [SENDING_LOCK, id];
    const { rows } = await session.query('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', lock);
    if (!rows[0]?.locked) return false;
    try {
      // Another sender may have sent it between the look and the lock: only a mail still queued and due goes.
      const [mail] = await this.db
        .select()
        .from(mailQueue)
        .where(and(eq(mailQueue.id, id), lte(mailQueue.nextAttemptAt, sql`now()`)));
      if (!mail) return false;
      await this.sendOne(mail);
      return true;
    } finally {
      await session.query('SELECT pg_advisory_unlock($1, hashtext($2))', lock);
    }
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
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const delayMs = retryDelayMs(attempts, this.config.MAIL_RETRY_FIRST_MS, this.config.MAIL_RETRY_MAX_MS);
      const reason = error instanceof Error ? error.message : String(error);
      this.metrics.attempted(mail.kind, 'failed');
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
    this.metrics.attempted(mail.kind, 'sent');
  }
}
