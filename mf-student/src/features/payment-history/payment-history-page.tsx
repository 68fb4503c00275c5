import { apiErrorMessage, type AuthUser, useCurrentUser } from '@classhub/web-api';
import {
  Badge,
  EmptyState,
  BreakableCell,
  BreakableEmail,
  DateTime,
  ErrorState,
  formatPrice,
  IndexCell,
  LoadingState,
  NumericCell,
  PageContainer,
  PageHeader,
  TableCount,
  TableToolbar,
  TableView,
} from '@classhub/ui';
import { BrowseClassesEmptyState } from '../../shared/browse-classes-empty-state';
import { RefundNote } from '../../shared/data-table.styles';
import { SignedIn } from '../../shared/signed-in';
import { useMyPayments } from '../../shared/use-my-payments';

const COLUMNS = ['#', 'Customer name', 'Customer email', 'Transaction ID', 'Time', 'Amount'];

function PaymentsTable({ user }: { user: AuthUser }) {
  const { data: payments, isLoading, isError, error, refetch } = useMyPayments(user.email);

  if (isLoading) return <LoadingState label="Loading your payments…" />;
  if (isError || !payments) {
    return <ErrorState title="We couldn't load your payments" message={apiErrorMessage(error)} onRetry={() => void refetch()} />;
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
        <TableView label="Payments" caption="Your payments, newest first" columns={COLUMNS}>
          {payments.map((payment, index) => (
            <tr key={payment._id}>
              <IndexCell>{index + 1}</IndexCell>
              <td>{payment.name}</td>
              <BreakableCell>
                <BreakableEmail email={payment.email} />
              </BreakableCell>
              <BreakableCell>
                <code>{payment.transactionId}</code>
              </BreakableCell>
              <td>
                <DateTime iso={payment.date} />
              </td>
              <NumericCell>
                {formatPrice(payment.price)}
                {payment.enrolmentStatus === 'refunded' ? (
                  <>
                    {' '}<Badge $tone="danger">Refunded</Badge>
                    {payment.refundReason ? <RefundNote>{payment.refundReason}</RefundNote> : null}
                  </>
                ) : null}
              </NumericCell>
            </tr>
          ))}
        </TableView>
      )}
    </>
  );
}

/** /dashboard/paymenthistory — Payment History (spec §2): every payment the student made, newest first. */
export function PaymentHistoryPage() {
  const { role } = useCurrentUser();
  return (
    <PageContainer>
      <PageHeader
        title="Payment History"
        description={role && role !== 'student' ? 'Payments made with this account. Only students buy classes.' : 'Every payment you have made on ClassHub.'}
      />
      <SignedIn>{(user) => <PaymentsTable user={user} />}</SignedIn>
    </PageContainer>
  );
}
