import { useEffect, useState } from 'react';
import { useListMyPaymentsQuery } from '@classhub/web-query';

/** How often to look again while an enrolment is on its way (the classes service confirms it within seconds). */
export const PENDING_POLL_MS = 4000;

/** The student's payments; polls while any enrolment is still pending, so 'Enrolling…' turns into 'Paid' by itself. */
export function useMyPayments(email: string) {
  const [pollingInterval, setPollingInterval] = useState(0);
  const result = useListMyPaymentsQuery(email, { pollingInterval });
  const hasPending = result.data?.some(({ enrolmentStatus }) => enrolmentStatus === 'pending') ?? false;
  useEffect(() => setPollingInterval(hasPending ? PENDING_POLL_MS : 0), [hasPending]);
  return result;
}
