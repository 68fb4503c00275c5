import { useId } from 'react';
import { EmptyState, ErrorState, LoadingState, SalesChart } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { Panel, PanelTitle } from './admin-home.styles';
import { useSalesFigures } from './use-sales-figures';

/** Sales per day over the last 30 days, from the same GET /api/allpayment answer as the Total Sales card. */
export function SalesChartPanel() {
  const titleId = useId();
  const { data: payments, figures, isLoading, isError, error, refetch } = useSalesFigures();

  let body;
  if (isLoading) body = <LoadingState label="Loading the sales chart…" />;
  else if (isError || !payments || !figures) {
    body = (
      <ErrorState
        title="We couldn't load the sales chart"
        message={apiErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  } else if (payments.length === 0) {
    body = <EmptyState title="No sales yet" message="The chart fills in once students pay for classes." />;
  } else {
    body = <SalesChart days={figures.days} />;
  }

  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>Sales</PanelTitle>
      {body}
    </Panel>
  );
}
