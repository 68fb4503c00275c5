import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed password sign-ins, counted per account and per client IP; in the database so every replica sees them. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // The normalised email that was tried (whether or not such an account exists).
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_account_idx').on(table.account, table.failedAt),
    index('login_failures_ip_idx').on(table.ip, table.failedAt),
    index('login_failures_failed_at_idx').on(table.failedAt),
  ],
);
