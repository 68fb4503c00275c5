import { CLASS_UPDATED_V1, normalizeEmail } from '@classhub/contracts';
import type { EventsTransaction, OutboxWriter } from '@classhub/nest-kit';
import { and, eq, ne, sql } from 'drizzle-orm';
import { classes } from '../classes/class.entity.js';
import { toClassSnapshot } from '../classes/class.mapper.js';

/**
 * Gives every class of the instructor with `email` the name `name` (the catalogue's search matches it), and announces
 * each class changed with CLASS_UPDATED_V1, so the copies kept elsewhere (payments' listings) follow. Answers how many
 * classes it renamed; none when they already had the name.
 */
export async function renameInstructor(
  tx: EventsTransaction,
  outbox: OutboxWriter,
  instructor: { email: string; name: string },
): Promise<number> {
  const renamed = await tx
    .update(classes)
    .set({ instructorName: instructor.name, updatedAt: sql`now()` })
    .where(
      and(eq(classes.instructorEmail, normalizeEmail(instructor.email)), ne(classes.instructorName, instructor.name)),
    )
    .returning();
  for (const row of renamed) await outbox.enqueue(tx, CLASS_UPDATED_V1, toClassSnapshot(row));
  return renamed.length;
}
