import { useState } from 'react';
import { REFUND_MESSAGES, refundLabel, type PaymentDto } from '@classhub/contracts';
import {
  Badge,
  BreakableCell,
  BreakableEmail,
  Button,
  DateTime,
  formatPrice,
  IndexCell,
  NumericCell,
  RowHeader,
  toast,
} from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import styled from 'styled-components';
import { useRefundPaymentMutation } from './api';
import { NoteDialog } from '../../shared/note-dialog';

export const TRANSACTION_COLUMNS = ['#', 'Class', 'Student', 'Transaction ID', 'Date & Time', 'Amount', 'Status'];

/** The Refund button sits under the status it changes. */
const RefundAction = styled.div`
  margin-top: 0.5rem;
`;

/** Where the payment's money stands: paid, being refunded, refunded (by whom and why). */
function PaymentStatus({ payment }: { payment: PaymentDto }) {
  if (payment.refund) {
    const label = refundLabel(payment.refund);
    return (
      <>
        <Badge $tone={label === 'Refund in progress' ? 'primary' : 'danger'}>{label}</Badge>
        {payment.refund.reason ? <div>{payment.refund.reason}</div> : null}
      </>
    );
  }
  if (payment.enrolmentStatus === 'refunded') return <Badge $tone="danger">Refunded</Badge>;
  if (payment.enrolmentStatus === 'pending') return <Badge $tone="primary">Enrolling…</Badge>;
  return <Badge $tone="success">{payment.price > 0 ? 'Paid' : 'Free'}</Badge>;
}

/** One payment of every student's, with a full refund an admin can give at any time (decision 0034). */
export function TransactionRow({ payment, index }: { payment: PaymentDto; index: number }) {
  const [refundPayment] = useRefundPaymentMutation();
  const [asking, setAsking] = useState(false);
  const refundable = !payment.refund && payment.enrolmentStatus === 'confirmed' && payment.price > 0;

  const refund = async (reason: string) => {
    try {
      await refundPayment({ id: payment._id, reason }).unwrap();
      toast.success('Refund started', `${formatPrice(payment.price)} goes back to ${payment.name}.`);
      return null;
    } catch (error) {
      return apiErrorMessage(error);
    }
  };

  return (
    <tr>
      <IndexCell>{index + 1}</IndexCell>
      <RowHeader scope="row">{payment.className}</RowHeader>
      <BreakableCell>
        {payment.name}
        <br />
        <BreakableEmail email={payment.email} />
      </BreakableCell>
      <BreakableCell>
        <code>{payment.transactionId}</code>
      </BreakableCell>
      <td>
        <DateTime iso={payment.date} />
      </td>
      <NumericCell>{formatPrice(payment.price)}</NumericCell>
      {/* Status and its action share a column: eight columns were wider than the table's box beside the side panel. */}
      <td>
        <PaymentStatus payment={payment} />
        {refundable ? (
          <RefundAction>
            <Button
              $variant="secondary"
              aria-label={`Refund ${payment.name}'s payment for ${payment.className}`}
              onClick={() => setAsking(true)}
            >
              Refund
            </Button>
          </RefundAction>
        ) : null}
        {asking ? (
          <NoteDialog
            title={`Refund ${formatPrice(payment.price)} to ${payment.name}?`}
            label="Reason (kept on the refund and told to the student)"
            submitLabel={`Refund ${formatPrice(payment.price)}`}
            required={REFUND_MESSAGES.reasonRequired}
            onSubmit={refund}
            onClose={() => setAsking(false)}
          >
            <p>
              The whole payment for <strong>{payment.className}</strong> goes back to the card, and the student gives up
              the seat.
            </p>
          </NoteDialog>
        ) : null}
      </td>
    </tr>
  );
}
