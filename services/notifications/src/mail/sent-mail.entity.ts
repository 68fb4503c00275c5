import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every mail the SMTP server accepted, by the same unique key as the queue: a key sent once is never queued again. */
export const sentMails = pgTable('sent_mails', {
  mailKey: text('mail_key').primaryKey(),
  kind: text('kind').notNull(),
  userId: uuid('user_id'),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  /** The Message-ID the mail went out with (derived from the key, so a resend after a crash carries the same). */
  messageId: text('message_id').notNull(),
  attempts: integer('attempts').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
