import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A file sent with a mail (the receipt's calendar, decision 0040): small text, kept with the queued mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Mails to send, written in the transaction that applies the event they are for (an outbox of mails): a mail exists
 * exactly when its event was applied, and the sender sends it after that commit. `mail_key` (event id, kind,
 * recipient) is unique, so an event yields each of its mails once.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mailKey: text('mail_key').notNull().unique(),
    kind: text('kind').notNull(),
    /** The recipient's account, when the mail is to a known user (dropped with the account). */
    userId: uuid('user_id'),
    toEmail: text('to_email').notNull(),
    toName: text('to_name').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may take it next: now for a new mail, later after a failure or while a sender holds it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_queue_due_idx').on(table.nextAttemptAt)],
);

export type QueuedMail = typeof mailQueue.$inferSelect;
