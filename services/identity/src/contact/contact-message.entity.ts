import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A message sent through the home page's contact form, kept until an admin has dealt with it. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    // The sender's address as the gateway saw it: what the per-source rate limit counts.
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Null while unread.
    readAt: timestamp('read_at', { withTimezone: true }),
    // An admin's answer (mailed to the sender), when and by whom; null until answered.
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: text('replied_by'),
  },
  (table) => [
    index('contact_messages_source_idx').on(table.source, table.createdAt),
    index('contact_messages_created_at_idx').on(table.createdAt),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
