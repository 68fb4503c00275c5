import type { RefundDto } from './refund.api.js';

/** How a refund is named on every page: the student's, the instructor's and the admins'. */
export type RefundLabel = 'Refunded' | 'Refund in progress' | 'Refund delayed' | 'Refund resolved';

/**
 * A refund in words: on its way until the provider answers; 'delayed' while a failed one waits for an admin (the
 * student is owed the money and the admins have a task), 'resolved' once an admin settled it another way.
 */
export function refundLabel(refund: Pick<RefundDto, 'state' | 'resolvedAt'>): RefundLabel {
  if (refund.state === 'succeeded') return 'Refunded';
  if (refund.state === 'failed') return refund.resolvedAt ? 'Refund resolved' : 'Refund delayed';
  return 'Refund in progress';
}
