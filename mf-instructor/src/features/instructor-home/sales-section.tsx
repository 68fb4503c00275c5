import { useId, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { describeWeekChange, isCountedSale, salesPerDay, salesWeekOverWeek, summarizeSales, type PaymentDto } from '@classhub/contracts';
import { EmptyState, ErrorState, LoadingState, SalesChart } from '@classhub/ui';
import { useCurrentUser } from '@classhub/web-api';
import { apiErrorMessage } from '../../api/api-error-message';
import { useListInstructorPaymentsQuery } from './api';
import { Note, Panel, PanelTitle, SalesFigures } from './instructor-home.styles';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The figures, computed once per answer; `now` is when the answer is shown, so 'this week' ends at that moment. */
function useSalesFigures(payments: PaymentDto[] | undefined) {
  return useMemo(() => {
    if (!payments) return undefined;
    const now = new Date();
    return {
      totals: summarizeSales(payments),
      weeks: salesWeekOverWeek(payments, now),
      days: salesPerDay(payments, now),
      refunded: payments.filter((payment) => !isCountedSale(payment)).length,
    };
  }, [payments]);
}

/**
 * Instructor home's sales (spec §2: total sales value and ordered count, from GET /instructorpayment). Refunded
 * payments are no sale and count nowhere. Instead of the spec's fixed percentages, each figure says how the last 7
 * days compare with the 7 before; then a chart of the last 30 days.
 */
export function SalesSection() {
  const titleId = useId();
  const { status } = useCurrentUser();
  const { data: payments, isLoading, isError, error, refetch } = useListInstructorPaymentsQuery(status === 'signedIn' ? undefined : skipToken);
  const figures = useSalesFigures(payments);

  let content;
  if (status === 'signedOut') content = <Note>Log in as an instructor to see your sales.</Note>;
  else if (isLoading || status === 'loading') content = <LoadingState label="Loading your sales…" />;
  else if (isError || !payments || !figures) {
    content = <ErrorState title="We couldn't load your sales" message={apiErrorMessage(error)} onRetry={() => void refetch()} />;
  } else if (payments.length === 0) {
    content = <EmptyState title="No sales yet" message="Sales appear here once students pay for your classes." />;
  } else {
    const { totals, weeks, days, refunded } = figures;
    content = (
      <>
        <SalesFigures aria-label="Sales figures">
          <div>
            <dt>Total sales</dt>
            <dd>{dollars.format(totals.value)}</dd>
            <dd>
              {dollars.format(weeks.value.thisWeek)} in the last 7 days, {describeWeekChange(weeks.value)}
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
          <Note>
            {refunded === 1 ? '1 refunded payment is' : `${refunded} refunded payments are`} not counted.
          </Note>
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
