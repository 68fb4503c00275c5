import { useId } from 'react';
import type { PaymentDto } from '@classhub/contracts';
import { EmptyState, TableView } from '@classhub/ui';
import { columnLabels, PaymentRow, type PaymentColumn } from '../../shared/payment-row';
import { SectionTitle } from './student-home.styles';

const COLUMNS: PaymentColumn[] = [
  { label: 'Class Name', cell: 'className' },
  { label: 'Instructor Name', cell: 'instructorName' },
  { label: 'Price', cell: 'price' },
  { label: 'Status', cell: 'status' },
];

/** 'Latest Enrolled History' (spec §2): the newest enrolments, refunded ones left out. */
export function LatestEnrolments({ payments }: { payments: PaymentDto[] }) {
  const titleId = useId();
  return (
    <div>
      <SectionTitle id={titleId}>Latest Enrolled History</SectionTitle>
      {payments.length === 0 ? (
        <EmptyState title="No enrolments yet" message="Classes you pay for appear here." />
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
