import type { EnrolmentStatus } from '@classhub/contracts';
import { Badge, type BadgeTone } from '@classhub/ui';

const LABELS: Record<EnrolmentStatus, [label: string, tone: BadgeTone]> = {
  confirmed: ['Paid', 'success'],
  // Paid, but the classes service has not yet turned the seat hold into an enrolment.
  pending: ['Enrolling…', 'primary'],
  refunded: ['Refunded', 'danger'],
};

/** Spec §2 shows 'Paid'; the saga adds the two states a student must also be told about. */
export function EnrolmentStatusBadge({ status }: { status: EnrolmentStatus }) {
  const [label, tone] = LABELS[status];
  return <Badge $tone={tone}>{label}</Badge>;
}
