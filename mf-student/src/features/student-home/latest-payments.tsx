import { useId } from 'react';
import type { PaymentDto } from '@classhub/contracts';
import { EmptyState } from '@classhub/ui';
import { Numeric, StatusBadge, Table, TableScroller } from '../../shared/data-table.styles';
import { DateTime } from '../../shared/date-time';
import { formatPrice } from '../../shared/format-price';
import { SectionTitle } from './student-home.styles';

/** 'Latest Payment History' (spec §2): every payment is a card payment; refunds are marked. */
export function LatestPayments({ payments }: { payments: PaymentDto[] }) {
  const titleId = useId();
  return (
    <div>
      <SectionTitle id={titleId}>Latest Payment History</SectionTitle>
      {payments.length === 0 ? (
        <EmptyState title="No payments yet" message="Your card payments appear here." />
      ) : (
        <TableScroller role="region" aria-labelledby={titleId} tabIndex={0}>
          <Table>
            <thead>
              <tr>
                <th scope="col">Payment Method</th>
                <th scope="col">Date &amp; Time</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment._id}>
                  <td>Card</td>
                  <Numeric>
                    <DateTime iso={payment.date} />
                  </Numeric>
                  <Numeric>
                    {formatPrice(payment.price)}
                    {payment.enrolmentStatus === 'refunded' ? (
                      <>
                        {' '}
                        <StatusBadge $tone="danger">Refunded</StatusBadge>
                      </>
                    ) : null}
                  </Numeric>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      )}
    </div>
  );
}
