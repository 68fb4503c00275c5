import { useId } from 'react';
import type { PaymentDto } from '@classhub/contracts';
import { EmptyState, formatPrice, NumericCell, RowHeader, TableView } from '@classhub/ui';
import { EnrolmentStatusBadge } from '../../shared/enrolment-status';
import { SectionTitle } from './student-home.styles';

const COLUMNS = ['Class Name', 'Instructor Name', 'Price', 'Status'];

/** 'Latest Enrolled History' (spec §2): the newest enrolments, refunded ones left out. */
export function LatestEnrolments({ payments }: { payments: PaymentDto[] }) {
  const titleId = useId();
  return (
    <div>
      <SectionTitle id={titleId}>Latest Enrolled History</SectionTitle>
      {payments.length === 0 ? (
        <EmptyState title="No enrolments yet" message="Classes you pay for appear here." />
      ) : (
        <TableView labelledBy={titleId} columns={COLUMNS}>
          {payments.map((payment) => (
            <tr key={payment._id}>
              <RowHeader scope="row">{payment.className}</RowHeader>
              <td>{payment.instructorName}</td>
              <NumericCell>{formatPrice(payment.price)}</NumericCell>
              <td>
                <EnrolmentStatusBadge payment={payment} />
              </td>
            </tr>
          ))}
        </TableView>
      )}
    </div>
  );
}
