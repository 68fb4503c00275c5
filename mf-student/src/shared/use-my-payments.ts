import { useEffect, useState } from 'react';
import { useListMyPaymentsQuery } from '@classhub/web-query';

/** How often to look again while an enrolment is on its way (the classes service confirms it within seconds). */
export const PENDING_POLL_MS = 4000;

/**
 * The student's payments; polls while any enrolment or refund is still on its way, so 'Enrolling…' turns into 'Paid'
 * and 'Refund in progress' into 'Refunded' by themselves.
 */
export function useMyPayments(email: string) {
  const [pollingInterval, setPollingInterval] = useState(0);
  const result = useListMyPaymentsQuery(email, { pollingInterval });
  // A refund on its way settles within seconds as well (the seat back, then the provider's answer).
  const hasPending =
    result.data?.some(
      ({ enrolmentStatus, refund }) =>
        enrolmentStatus === 'pending' || refund?.state === 'requested' || refund?.state === 'seat-released',
    ) ?? false;
  useEffect(() => setPollingInterval(hasPending ? PENDING_POLL_MS : 0), [hasPending]);
  return result;
}
