import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { GENDERS, USER_ROLES, type UserRole } from '@classhub/contracts';

export { USER_ROLES, type UserRole };

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored normalised (trimmed, lower case), so uniqueness holds however a user types it.
    email: text('email').notNull(),
    photo: text('photo').notNull().default(''),
    role: text('role', { enum: USER_ROLES }).notNull().default('student'),
    joinYear: integer('join_year').notNull(),
    // argon2id PHC string; null for accounts that only sign in with Google.
    passwordHash: text('password_hash'),
    // False from an email sign-up until its link is opened; Google, demo and older accounts count as proved.
    emailVerified: boolean('email_verified').notNull().default(true),
    // The profile's optional contact fields (docs/product.md#data); null when not given.
    address: text('address'),
    phone: text('phone'),
    website: text('website'),
    gender: text('gender', { enum: GENDERS }),
    /** Set while an admin has suspended the account: its sessions are ended and it cannot sign in. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    // Manage Users' pages: newest first, stable by id.
    index('users_created_at_idx').on(table.createdAt, table.id),
    check('users_role_known', sql`${table.role} in ('admin', 'instructor', 'student')`),
    check('users_gender_known', sql`${table.gender} is null or ${table.gender} in ('Male', 'Female', 'Custom')`),
    index('users_role_idx').on(table.role),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** Accounts at outside identity providers (Google) that sign a user in; the subject is the provider's stable user id. */
export const linkedAccounts = pgTable(
  'linked_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('linked_accounts_user_idx').on(table.userId),
  ],
);
