import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The last receipt number issued, in one row. Raised in the transaction that records a payment, so a rolled-back
 * payment takes no number and the numbers have no gaps (a sequence would leave one per rollback).
 */
export const receiptNumbers = pgTable(
  'receipt_numbers',
  {
    id: integer('id').primaryKey().default(1),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [check('receipt_numbers_one_row', sql`${table.id} = 1`)],
);
