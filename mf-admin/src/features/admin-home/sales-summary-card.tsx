import { useId } from 'react';
import { describeWeekChange } from '@classhub/contracts';
import { EmptyState, ErrorState, formatPrice, LoadingState } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { Panel, StatLabel, StatNote, StatValue } from './admin-home.styles';
import { useSalesFigures } from './use-sales-figures';

/**
 * 'Total Sales' (docs/product.md#admin-home): the value of every payment that was not refunded. In place of the spec's
 * fixed percentage, the last 7 days against the 7 before.
 */
export function SalesSummaryCard() {
  const titleId = useId();
  const { data: payments, figures, isLoading, isError, error, refetch } = useSalesFigures();

  let body;
  if (isLoading) body = <LoadingState label="Adding up sales…" />;
  else if (isError || !payments || !figures) {
    body = (
      <ErrorState
        title="We couldn't add up the sales"
        message={apiErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  } else if (payments.length === 0) {
    body = <EmptyState title="No sales yet" message="Sales appear here once students pay for classes." />;
  } else {
    const { totals, weeks, refunded } = figures;
    body = (
      <>
        <StatValue>{formatPrice(totals.value)}</StatValue>
        <StatNote>
          {formatPrice(weeks.value.thisWeek)} in the last 7 days, {describeWeekChange(weeks.value)}
        </StatNote>
        <StatNote>
          {totals.orders} {totals.orders === 1 ? 'order' : 'orders'}
          {refunded > 0 ? `; ${refunded} refunded ${refunded === 1 ? 'payment' : 'payments'} not counted` : ''}
        </StatNote>
      </>
    );
  }

  return (
    <Panel aria-labelledby={titleId}>
      <StatLabel id={titleId}>Total Sales</StatLabel>
      {body}
    </Panel>
  );
}
