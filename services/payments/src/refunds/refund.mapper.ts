import type { RefundDto } from '@classhub/contracts';
import type { RefundRow } from './refund.entity.js';

/** A ledger row as the API shows it, amount in dollars; optional fields only when set. */
export function toRefundDto(row: RefundRow): RefundDto {
  return {
    _id: row.id,
    paymentId: row.paymentId,
    amount: row.amountCents / 100,
    state: row.state,
    initiatedBy: row.initiatedBy,
    requestedAt: row.requestedAt.toISOString(),
    ...(row.reason !== null && { reason: row.reason }),
    ...(row.settledAt && { settledAt: row.settledAt.toISOString() }),
    ...(row.failureReason !== null && { failureReason: row.failureReason }),
    ...(row.resolvedAt && { resolvedAt: row.resolvedAt.toISOString() }),
    ...(row.resolutionNote !== null && { resolutionNote: row.resolutionNote }),
  };
}
