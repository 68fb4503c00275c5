import { refundLabel, type EnrolmentStatus, type PaymentDto } from '@classhub/contracts';
import { Badge, type BadgeTone } from '@classhub/ui';

const LABELS: Record<EnrolmentStatus, [label: string, tone: BadgeTone]> = {
  confirmed: ['Paid', 'success'],
  // Paid, but the classes service has not yet turned the seat hold into an enrolment.
  pending: ['Enrolling…', 'primary'],
  refunded: ['Refunded', 'danger'],
};

/**
 * 'Paid' for a confirmed enrolment, 'Enrolled' when nothing was paid (a free class); the saga adds the two states a
 * student must also be told about.
 */
export function EnrolmentStatusBadge({
  payment,
}: {
  payment: Pick<PaymentDto, 'enrolmentStatus' | 'price' | 'refund'>;
}) {
  // A refund the student asked for says where it stands (decision 0034).
  if (payment.refund) {
    const label = refundLabel(payment.refund);
    return <Badge $tone={label === 'Refund in progress' ? 'primary' : 'danger'}>{label}</Badge>;
  }
  const [paidLabel, tone] = LABELS[payment.enrolmentStatus];
  const label = payment.enrolmentStatus === 'confirmed' && payment.price <= 0 ? 'Enrolled' : paidLabel;
  return <Badge $tone={tone}>{label}</Badge>;
}
