import { useEffect, useId, useMemo, useState } from 'react';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageContainer,
  PageHeader,
  TableCount,
  TableToolbar,
  TableView,
} from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useListPaymentsQuery } from './api';
import { REFUND_POLL_MS, RefundTasks } from './refund-tasks';
import { TRANSACTION_COLUMNS, TransactionRow } from './transaction-row';

function Transactions() {
  const tasksId = useId();
  const [pollingInterval, setPollingInterval] = useState(0);
  const { data: payments, isLoading, isError, error, refetch } = useListPaymentsQuery(undefined, { pollingInterval });
  // While a refund settles, both lists are read again until it has.
  const settling =
    payments?.some(({ refund }) => refund?.state === 'requested' || refund?.state === 'seat-released') ?? false;
  useEffect(() => setPollingInterval(settling ? REFUND_POLL_MS : 0), [settling]);
  const failedRefundIds = useMemo(
    () =>
      (payments ?? []).flatMap(({ refund }) => (refund?.state === 'failed' && !refund.resolvedAt ? [refund._id] : [])),
    [payments],
  );

  if (isLoading) return <LoadingState label="Loading transactions…" />;
  if (isError || !payments)
    return (
      <ErrorState
        title="We couldn't load the transactions"
        message={apiErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  return (
    <>
      <section aria-labelledby={tasksId}>
        <TableToolbar>
          <TableCount id={tasksId}>Refunds to resolve</TableCount>
        </TableToolbar>
        <RefundTasks pollingInterval={pollingInterval} failedRefundIds={failedRefundIds} />
      </section>
      <TableToolbar>
        <TableCount>Transactions: {payments.length}</TableCount>
      </TableToolbar>
      {payments.length === 0 ? (
        <EmptyState title="No sales yet" message="Payments appear here once students pay for classes." />
      ) : (
        <TableView label="Transactions" caption="Every payment, newest first" columns={TRANSACTION_COLUMNS}>
          {payments.map((payment, index) => (
            <TransactionRow key={payment._id} payment={payment} index={index} />
          ))}
        </TableView>
      )}
    </>
  );
}

/**
 * /dashboard/transactions: every payment with its refund, a full refund for any of them (with a reason), and the failed
 * refunds an admin must resolve (decision 0034).
 */
export function TransactionsPage() {
  return (
    <PageContainer>
      <PageHeader title="Transactions" description="Every payment and refund; failed refunds wait here for you." />
      <Transactions />
    </PageContainer>
  );
}
