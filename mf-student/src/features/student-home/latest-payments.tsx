import { useId } from 'react';
import type { PaymentDto } from '@classhub/contracts';
import { Badge, DateTime, EmptyState, formatPrice, NumericCell, TableView } from '@classhub/ui';
import { SectionTitle } from './student-home.styles';

const COLUMNS = ['Payment Method', 'Date & Time', 'Price'];

/** 'Latest Payment History' (spec §2): every payment is a card payment; refunds are marked. */
export function LatestPayments({ payments }: { payments: PaymentDto[] }) {
  const titleId = useId();
  return (
    <div>
      <SectionTitle id={titleId}>Latest Payment History</SectionTitle>
      {payments.length === 0 ? (
        <EmptyState title="No payments yet" message="Your card payments appear here." />
      ) : (
        <TableView labelledBy={titleId} columns={COLUMNS}>
          {payments.map((payment) => (
            <tr key={payment._id}>
              <td>Card</td>
              <td>
                <DateTime iso={payment.date} />
              </td>
              <NumericCell>
                {formatPrice(payment.price)}
                {payment.enrolmentStatus === 'refunded' ? (
                  <>
                    {' '}
                    <Badge $tone="danger">Refunded</Badge>
                  </>
                ) : null}
              </NumericCell>
            </tr>
          ))}
        </TableView>
      )}
    </div>
  );
}
