import { useId } from 'react';
import type { PaymentDto } from '@classhub/contracts';
import { EmptyState } from '@classhub/ui';
import { Numeric, RowTitle, Table, TableScroller } from '../../shared/data-table.styles';
import { EnrolmentStatusBadge } from '../../shared/enrolment-status';
import { formatPrice } from '../../shared/format-price';
import { SectionTitle } from './student-home.styles';

/** 'Latest Enrolled History' (spec §2): the newest enrolments, refunded ones left out. */
export function LatestEnrolments({ payments }: { payments: PaymentDto[] }) {
  const titleId = useId();
  return (
    <div>
      <SectionTitle id={titleId}>Latest Enrolled History</SectionTitle>
      {payments.length === 0 ? (
        <EmptyState title="No enrolments yet" message="Classes you pay for appear here." />
      ) : (
        <TableScroller role="region" aria-labelledby={titleId} tabIndex={0}>
          <Table>
            <thead>
              <tr>
                <th scope="col">Class Name</th>
                <th scope="col">Instructor Name</th>
                <th scope="col">Price</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment._id}>
                  <RowTitle scope="row">{payment.className}</RowTitle>
                  <td>{payment.instructorName}</td>
                  <Numeric>{formatPrice(payment.price)}</Numeric>
                  <td>
                    <EnrolmentStatusBadge status={payment.enrolmentStatus} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      )}
    </div>
  );
}
