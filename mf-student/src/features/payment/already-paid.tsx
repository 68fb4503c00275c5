import type { SelectedClassDto } from '@classhub/contracts';
import { Muted, SuccessText } from './payment-page.styles';
import { PaidLinks } from './paid-links';

const ENROLMENT: Record<NonNullable<SelectedClassDto['payment']>['enrolmentStatus'], string> = {
  pending: 'Your enrolment is being confirmed; the class appears in your enrolled classes in a moment.',
  confirmed: 'You are enrolled in this class.',
  refunded: 'The class filled up before your payment arrived, so the payment was refunded in full.',
};

/** A payment page opened (again) for a class already paid for: what was paid and where the enrolment stands. */
export function AlreadyPaid({ payment }: { payment: NonNullable<SelectedClassDto['payment']> }) {
  return (
    <>
      <SuccessText role="status">
        You have already paid for this class (transaction {payment.transactionId}).
      </SuccessText>
      <Muted>{ENROLMENT[payment.enrolmentStatus]}</Muted>
      <PaidLinks />
    </>
  );
}
