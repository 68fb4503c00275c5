import { useId } from 'react';
import { isCountedSale, refundLabel } from '@classhub/contracts';
import { DateTime, EmptyState, ErrorState, formatPrice, LoadingState } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useListPaymentsQuery } from './api';
import { Panel, PanelTitle, Table, TableScroll } from './admin-home.styles';

const SHOWN = 6;

/** The column headings; on a narrow panel each cell shows its column's name beside it. */
const COLUMN = { id: 'Transaction ID', when: 'Date & Time', amount: 'Amount' } as const;

/** 'Latest Transactions' (docs/product.md#admin-home): the first 6 payments of GET /api/allpayment (newest first). */
export function LatestTransactions() {
  const titleId = useId();
  const { data: payments, isLoading, isError, error, refetch } = useListPaymentsQuery();

  let body;
  if (isLoading) body = <LoadingState label="Loading transactions…" />;
  else if (isError || !payments) {
    body = (
      <ErrorState
        title="We couldn't load the transactions"
        message={apiErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  } else if (payments.length === 0) {
    body = <EmptyState title="No sales yet" message="Payments appear here once students pay for classes." />;
  } else {
    body = (
      <TableScroll>
        <Table aria-labelledby={titleId}>
          <thead>
            <tr>
              {Object.values(COLUMN).map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {payments.slice(0, SHOWN).map((payment) => (
              <tr key={payment._id}>
                <td data-label={COLUMN.id}>
                  <code>{payment.transactionId}</code>
                </td>
                <td data-label={COLUMN.when}>
                  <DateTime iso={payment.date} />
                </td>
                {/* A refund is shown, not hidden: the money moved and came back (or is on its way back). */}
                <td data-label={COLUMN.amount}>
                  {isCountedSale(payment)
                    ? formatPrice(payment.price)
                    : `${formatPrice(payment.price)} (${(payment.refund ? refundLabel(payment.refund) : 'Refunded').toLowerCase()})`}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    );
  }

  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>Latest Transactions</PanelTitle>
      {body}
    </Panel>
  );
}
