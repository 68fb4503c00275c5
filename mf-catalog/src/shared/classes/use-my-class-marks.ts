import { useCurrentUser } from '@classhub/web-api';
import { skipToken, useListMyPaymentsQuery, useListMySelectedQuery } from '@classhub/web-query';

/** Where a class stands for the signed-in student: in their selected classes, paid for, or neither. */
export type ClassMark = 'selected' | 'enrolled' | null;

/**
 * The student's own selected classes and payments, as the catalogue's cards and detail page mark them. A refunded
 * payment gave no seat, so it does not count as enrolled. Nobody else has a cart to mark.
 */
export function useMyClassMarks(): (classId: string) => ClassMark {
  const { status, user, role } = useCurrentUser();
  const email = status === 'signedIn' && role === 'student' && user ? user.email : skipToken;
  const { data: selected } = useListMySelectedQuery(email);
  const { data: payments } = useListMyPaymentsQuery(email);

  const enrolled = new Set(
    payments?.filter(({ enrolmentStatus }) => enrolmentStatus !== 'refunded').map(({ classId }) => classId),
  );
  const inCart = new Set(selected?.map(({ classId }) => classId));
  return (classId) => {
    if (enrolled.has(classId)) return 'enrolled';
    if (inCart.has(classId)) return 'selected';
    return null;
  };
}
