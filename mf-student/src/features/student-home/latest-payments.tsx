import { useId } from 'react';
import type { PaymentDto } from '@classhub/contracts';
import { EmptyState, TableView } from '@classhub/ui';
import { columnLabels, PaymentRow, type PaymentColumn } from '../../shared/payment-row';
import { SectionTitle } from './student-home.styles';

const COLUMNS: PaymentColumn[] = [
  { label: 'Payment Method', cell: 'method' },
  { label: 'Date & Time', cell: 'date' },
  { label: 'Price', cell: 'amount' },
];

/** 'Latest Payment History' (spec §2): every payment is a card payment; refunds are marked. */
export function LatestPayments({ payments }: { payments: PaymentDto[] }) {
  const titleId = useId();
  return (
    <div>
      <SectionTitle id={titleId}>Latest Payment History</SectionTitle>
      {payments.length === 0 ? (
        <EmptyState title="No payments yet" message="Your card payments appear here." />
      ) : (
        <TableView labelledBy={titleId} columns={columnLabels(COLUMNS)}>
          {payments.map((payment, index) => (
            <PaymentRow key={payment._id} payment={payment} index={index} columns={COLUMNS} refundReasons={false} />
          ))}
        </TableView>
      )}
    </div>
  );
}
