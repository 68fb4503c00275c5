import type { AuthUser } from '@classhub/web-api';
import { ButtonLink, EmptyState, ErrorState, LoadingState, PageContainer, PageHeader, VisuallyHidden } from '@classhub/ui';
import { apiErrorMessage } from '../../shared/api-error-message';
import { Breakable, Count, Index, Numeric, RefundNote, StatusBadge, Table, TableScroller, Toolbar } from '../../shared/data-table.styles';
import { DateTime } from '../../shared/date-time';
import { formatPrice } from '../../shared/format-price';
import { SignedIn } from '../../shared/signed-in';
import { useMyPayments } from '../../shared/use-my-payments';

function PaymentsTable({ user }: { user: AuthUser }) {
  const { data: payments, isLoading, isError, error, refetch } = useMyPayments(user.email);

  if (isLoading) return <LoadingState label="Loading your payments…" />;
  if (isError || !payments) {
    return <ErrorState title="We couldn't load your payments" message={apiErrorMessage(error)} onRetry={() => void refetch()} />;
  }

  return (
    <>
      <Toolbar>
        <Count>Payment History: {payments.length}</Count>
      </Toolbar>
      {payments.length === 0 ? (
        <EmptyState
          title="No payments yet"
          message={
            <ButtonLink to="/classes" $variant="secondary">
              Browse classes
            </ButtonLink>
          }
        />
      ) : (
        <TableScroller role="region" aria-label="Payments" tabIndex={0}>
          <Table>
            <VisuallyHidden as="caption">Your payments, newest first</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Customer name</th>
                <th scope="col">Customer email</th>
                <th scope="col">Transaction ID</th>
                <th scope="col">Time</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment, index) => (
                <tr key={payment._id}>
                  <Index>{index + 1}</Index>
                  <td>{payment.name}</td>
                  <Breakable>{payment.email}</Breakable>
                  <Breakable>
                    <code>{payment.transactionId}</code>
                  </Breakable>
                  <Numeric>
                    <DateTime iso={payment.date} />
                  </Numeric>
                  <Numeric>
                    {formatPrice(payment.price)}
                    {payment.enrolmentStatus === 'refunded' ? (
                      <>
                        {' '}<StatusBadge $tone="danger">Refunded</StatusBadge>
                        {payment.refundReason ? <RefundNote>{payment.refundReason}</RefundNote> : null}
                      </>
                    ) : null}
                  </Numeric>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      )}
    </>
  );
}

/** /dashboard/paymenthistory — Payment History (spec §2): every payment the student made, newest first. */
export function PaymentHistoryPage() {
  return (
    <PageContainer>
      <PageHeader title="Payment History" description="Every payment you have made on ClassHub." />
      <SignedIn>{(user) => <PaymentsTable user={user} />}</SignedIn>
    </PageContainer>
  );
}
