import { apiErrorMessage, type AuthUser, useCurrentUser } from '@classhub/web-api';
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
import { BrowseClassesEmptyState } from '../../shared/browse-classes-empty-state';
import { columnLabels, PaymentRow, type PaymentColumn } from '../../shared/payment-row';
import { SignedIn } from '../../shared/signed-in';
import { useMyPayments } from '../../shared/use-my-payments';

const COLUMNS: PaymentColumn[] = [
  { label: '#', cell: 'index' },
  { label: 'Customer name', cell: 'studentName' },
  { label: 'Customer email', cell: 'studentEmail' },
  { label: 'Transaction ID', cell: 'receipt' },
  { label: 'Time', cell: 'date' },
  { label: 'Amount', cell: 'amount' },
  { label: 'Refund', cell: 'refund' },
];

function PaymentsTable({ user }: { user: AuthUser }) {
  const { data: payments, isLoading, isError, error, refetch } = useMyPayments(user.email);

  if (isLoading) return <LoadingState label="Loading your payments…" />;
  if (isError || !payments) {
    return (
      <ErrorState
        title="We couldn't load your payments"
        message={apiErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <>
      <TableToolbar>
        <TableCount>Payment History: {payments.length}</TableCount>
      </TableToolbar>
      {payments.length === 0 && user.role !== 'student' ? (
        <EmptyState title="No payments" message="Only students buy classes, so this account has no payments." />
      ) : payments.length === 0 ? (
        <BrowseClassesEmptyState title="No payments yet" />
      ) : (
        <TableView label="Payments" caption="Your payments, newest first" columns={columnLabels(COLUMNS)}>
          {payments.map((payment, index) => (
            <PaymentRow key={payment._id} payment={payment} index={index} columns={COLUMNS} />
          ))}
        </TableView>
      )}
    </>
  );
}

/**
 * /dashboard/paymenthistory — Payment History (docs/product.md#payment-history): every payment the student made, newest
 * first.
 */
export function PaymentHistoryPage() {
  const { role } = useCurrentUser();
  return (
    <PageContainer>
      <PageHeader
        title="Payment History"
        description={
          role && role !== 'student'
            ? 'Payments made with this account. Only students buy classes.'
            : 'Every payment you have made on ClassHub.'
        }
      />
      <SignedIn>{(user) => <PaymentsTable user={user} />}</SignedIn>
    </PageContainer>
  );
}
