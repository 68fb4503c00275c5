import type { EnrolmentStatus } from '@classhub/contracts';
import { StatusBadge, type StatusTone } from './data-table.styles';

const LABELS: Record<EnrolmentStatus, [label: string, tone: StatusTone]> = {
  confirmed: ['Paid', 'success'],
  // Paid, but the classes service has not yet turned the seat hold into an enrolment.
  pending: ['Enrolling…', 'pending'],
  refunded: ['Refunded', 'danger'],
};

/** Spec §2 shows 'Paid'; the saga adds the two states a student must also be told about. */
export function EnrolmentStatusBadge({ status }: { status: EnrolmentStatus }) {
  const [label, tone] = LABELS[status];
  return <StatusBadge $tone={tone}>{label}</StatusBadge>;
}
