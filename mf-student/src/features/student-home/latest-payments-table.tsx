import { useId } from 'react';
import type { PaymentDto } from '@classhub/contracts';
import { EmptyState, TableView } from '@classhub/ui';
import { columnLabels, PaymentRow, type PaymentColumn } from '../../shared/payment-row';
import { SectionTitle } from './student-home.styles';

export interface LatestPaymentsTableProps {
  title: string;
  columns: readonly PaymentColumn[];
  payments: PaymentDto[];
  /** What the section says when there is nothing to list. */
  empty: { title: string; message: string };
}

/** A short list of the student's newest payments under its heading; why a payment was refunded is left to the full tables. */
export function LatestPaymentsTable({ title, columns, payments, empty }: LatestPaymentsTableProps) {
  const titleId = useId();
  return (
    <div>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      {payments.length === 0 ? (
        <EmptyState title={empty.title} message={empty.message} />
      ) : (
        <TableView labelledBy={titleId} columns={columnLabels(columns)}>
          {payments.map((payment, index) => (
            <PaymentRow key={payment._id} payment={payment} index={index} columns={columns} refundReasons={false} />
          ))}
        </TableView>
      )}
    </div>
  );
}
