import { batchedWhileBusy } from '@classhub/nest-kit';
import { sql } from 'drizzle-orm';
import type { ClassesDb } from '../../db/classes-db.js';
import { seatHolds } from '../seat-hold.entity.js';

interface Attachment {
  holdId: string;
  intentId: string;
}

/**
 * Records intents on held seats, those asked for while others are being recorded in one UPDATE (decision 0025). Two
 * intents for one hold in a batch race as two requests would: the row is updated once, and only the intent it ends
 * with is told yes.
 */
export function intentAttachmentsInBatches(db: ClassesDb): (holdId: string, intentId: string) => Promise<boolean> {
  const batches = batchedWhileBusy((batch: readonly Attachment[]) => attachAll(db, batch), {
    batchesAtOnce: 2,
    maxBatchSize: 100,
  });
  return (holdId, intentId) => batches.load({ holdId, intentId });
}

async function attachAll(db: ClassesDb, batch: readonly Attachment[]): Promise<boolean[]> {
  const asked = sql.join(
    batch.map(({ holdId, intentId }) => sql`(${holdId}::uuid, ${intentId}::text)`),
    sql`, `,
  );
  const attached = await db.execute<{ id: string; intent_id: string }>(sql`
    UPDATE ${seatHolds} SET intent_id = asked.intent_id, updated_at = now()
    FROM (VALUES ${asked}) AS asked (id, intent_id)
    WHERE ${seatHolds.id} = asked.id AND ${seatHolds.status} = 'held'
      AND (${seatHolds.intentId} IS NULL OR ${seatHolds.intentId} = asked.intent_id)
    RETURNING ${seatHolds.id} AS id, ${seatHolds.intentId} AS intent_id`);
  const kept = new Map(attached.rows.map((row) => [row.id, row.intent_id]));
  return batch.map(({ holdId, intentId }) => kept.get(holdId) === intentId);
}
