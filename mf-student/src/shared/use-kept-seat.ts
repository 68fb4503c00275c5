import { useMyWaitlist } from '@classhub/web-query';

/**
 * Until when the waitlist keeps a seat of the class for this student (decision 0038), or undefined: a class full for
 * everyone else is still theirs to pay for.
 */
export function useKeptSeat(classId: string): string | undefined {
  const { entries } = useMyWaitlist();
  return entries?.find((entry) => entry.classId === classId && entry.status === 'offered')?.offerExpiresAt;
}
