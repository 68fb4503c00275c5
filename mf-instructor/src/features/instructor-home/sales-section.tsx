import { useId, useMemo } from 'react';
import { describeWeekChange, salesFigures } from '@classhub/contracts';
import { EmptyState, ErrorState, formatPrice, LoadingState, SalesChart } from '@classhub/ui';
import { apiErrorMessage, useCurrentUser } from '@classhub/web-api';
import { skipToken } from '@classhub/web-query';
import { useListInstructorPaymentsQuery } from './api';
import { Note, Panel, PanelTitle, SalesFigures } from './instructor-home.styles';

/**
 * Instructor home's sales (docs/product.md#instructor-home: total sales value and ordered count, from GET
 * /instructorpayment). Refunded payments are no sale and count nowhere. Instead of the spec's fixed percentages, each
 * figure says how the last 7 days compare with the 7 before; then a chart of the last 30 days.
 */
export function SalesSection() {
  const titleId = useId();
  const { status } = useCurrentUser();
  const {
    data: payments,
    isLoading,
    isError,
    error,
    refetch,
  } = useListInstructorPaymentsQuery(status === 'signedIn' ? undefined : skipToken);
  // Computed once per answer; `now` is when the answer is shown, so 'this week' ends at that moment.
  const figures = useMemo(() => (payments ? salesFigures(payments, new Date()) : undefined), [payments]);

  let content;
  if (status === 'signedOut') content = <Note>Log in as an instructor to see your sales.</Note>;
  else if (isLoading || status === 'loading') content = <LoadingState label="Loading your sales…" />;
  else if (isError || !payments || !figures) {
    content = (
      <ErrorState
        title="We couldn't load your sales"
        message={apiErrorMessage(error, { tryAgain: true })}
        onRetry={() => void refetch()}
      />
    );
  } else if (payments.length === 0) {
    content = <EmptyState title="No sales yet" message="Sales appear here once students pay for your classes." />;
  } else {
    const { totals, weeks, days, refunded } = figures;
    content = (
      <>
        <SalesFigures aria-label="Sales figures">
          <div>
            <dt>Total sales</dt>
            <dd>{formatPrice(totals.value)}</dd>
            <dd>
              {formatPrice(weeks.value.thisWeek)} in the last 7 days, {describeWeekChange(weeks.value)}
            </dd>
          </div>
          <div>
            <dt>Total orders</dt>
            <dd>{totals.orders}</dd>
            <dd>
              {weeks.orders.thisWeek} in the last 7 days, {describeWeekChange(weeks.orders)}
            </dd>
          </div>
        </SalesFigures>
        {refunded > 0 ? (
          <Note>{refunded === 1 ? '1 refunded payment is' : `${refunded} refunded payments are`} not counted.</Note>
        ) : null}
        <SalesChart days={days} />
      </>
    );
  }

  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>Sales</PanelTitle>
      {content}
    </Panel>
  );
}
