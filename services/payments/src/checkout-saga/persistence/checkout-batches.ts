import { batchedWhileBusy } from '@classhub/nest-kit';
import type { ProviderIntent } from '../../providers/payment-provider.js';
import {
  hasIntent,
  withIntents,
  type CheckoutRow,
  type CheckoutStart,
  type CheckoutWithIntent,
  type NewCheckout,
} from '../checkout.entity.js';
import { columnArrays, HOLDING_COLUMNS, OPENING_COLUMNS, type CheckoutStatements } from './checkout-statements.js';

/** The steps every attempt of a rush takes: calls made while others are running go together, one statement a batch. */
export interface CheckoutBatches {
  startOf(studentId: string, selectionId: string): Promise<CheckoutStart | undefined>;
  insertHolding(checkout: NewCheckout): Promise<CheckoutRow | undefined>;
  markOpen(holdId: string, intent: ProviderIntent, expiresAt: Date): Promise<CheckoutWithIntent | undefined>;
}

interface StartKey {
  studentId: string;
  selectionId: string;
}

interface Opening {
  holdId: string;
  intent: ProviderIntent;
  expiresAt: Date;
}

export function checkoutBatches(statements: CheckoutStatements): CheckoutBatches {
  // A few batches at a time, so the seat-taking queries of the attempts ahead find a free connection.
  const starts = batchedWhileBusy((keys: readonly StartKey[]) => startsOf(statements, keys), {
    batchesAtOnce: 2,
    maxBatchSize: 250,
  });
  const holdings = batchedWhileBusy((batch: readonly NewCheckout[]) => insertHoldings(statements, batch), {
    batchesAtOnce: 2,
    maxBatchSize: 100,
  });
  const openings = batchedWhileBusy((batch: readonly Opening[]) => openAll(statements, batch), {
    batchesAtOnce: 2,
    maxBatchSize: 100,
  });
  return {
    startOf: (studentId, selectionId) => starts.load({ studentId, selectionId }),
    insertHolding: (checkout) => holdings.load(checkout),
    markOpen: (holdId, intent, expiresAt) => openings.load({ holdId, intent, expiresAt }),
  };
}

async function startsOf(
  statements: CheckoutStatements,
  keys: readonly StartKey[],
): Promise<Array<CheckoutStart | undefined>> {
  const rows = await statements.startsOfSelections.execute({
    selectionIds: [...new Set(keys.map((key) => key.selectionId))],
  });
  const bySelection = new Map<string, typeof rows>();
  for (const row of rows) {
    const ofSelection = bySelection.get(row.selection.id);
    if (ofSelection) ofSelection.push(row);
    else bySelection.set(row.selection.id, [row]);
  }
  return keys.map(({ studentId, selectionId }) => {
    const own = bySelection.get(selectionId) ?? [];
    const [first] = own;
    // Another student's cart item is not theirs to start from.
    if (!first || first.selection.studentId !== studentId) return undefined;
    const attempts = own.flatMap((row) => (row.checkout ? [row.checkout] : []));
    return {
      selection: first.selection,
      paid: first.paid,
      listedSeats: first.listedSeats ?? undefined,
      payable: withIntents(attempts.filter((attempt) => attempt.status !== 'holding')),
      holding: attempts.some((attempt) => attempt.status === 'holding'),
    };
  });
}

/** A hold id named twice in a batch gets its row, and its answer, once. */
async function insertHoldings(
  statements: CheckoutStatements,
  batch: readonly NewCheckout[],
): Promise<Array<CheckoutRow | undefined>> {
  const inserted = await statements.insertHoldings.execute(columnArrays(HOLDING_COLUMNS, batch));
  const byHold = new Map(inserted.map((row) => [row.holdId, row]));
  return batch.map((checkout) => {
    const row = byHold.get(checkout.holdId);
    byHold.delete(checkout.holdId);
    return row;
  });
}

/**
 * Two openings of one hold in a batch race as two requests would: the row is moved once, and only the request whose
 * intent it now carries is answered with it.
 */
async function openAll(
  statements: CheckoutStatements,
  batch: readonly Opening[],
): Promise<Array<CheckoutWithIntent | undefined>> {
  const rows = batch.map(({ holdId, intent, expiresAt }) => ({
    holdId,
    intentId: intent.id,
    clientSecret: intent.clientSecret,
    amountCents: intent.amountCents,
    expiresAt: expiresAt.toISOString(),
  }));
  const opened = await statements.openAttempts.execute(columnArrays(OPENING_COLUMNS, rows));
  const byHold = new Map(opened.map((row) => [row.holdId, row]));
  return batch.map(({ holdId, intent }) => {
    const row = byHold.get(holdId);
    return row && hasIntent(row) && row.intentId === intent.id ? row : undefined;
  });
}
