import type { PaymentDto } from '@classhub/contracts';
import type { AuthUser } from '@classhub/web-api';
import { ButtonLink, EmptyState, ErrorState, LoadingState, PageContainer, PageHeader, VisuallyHidden } from '@classhub/ui';
import { apiErrorMessage } from '../../shared/api-error-message';
import { ClassImage } from '../../shared/class-image';
import { Count, Hint, Index, Numeric, RefundNote, RowTitle, Section, Table, TableScroller, Toolbar } from '../../shared/data-table.styles';
import { DateTime } from '../../shared/date-time';
import { EnrolmentStatusBadge } from '../../shared/enrolment-status';
import { formatPrice } from '../../shared/format-price';
import { SignedIn } from '../../shared/signed-in';
import { useMyPayments } from '../../shared/use-my-payments';

function EnrolmentsTable({ payments, label }: { payments: PaymentDto[]; label: string }) {
  return (
    <TableScroller role="region" aria-label={label} tabIndex={0}>
      <Table>
        <VisuallyHidden as="caption">{label}</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Image</th>
            <th scope="col">Class Name</th>
            <th scope="col">Instructor name</th>
            <th scope="col">Enrolled Date</th>
            <th scope="col">Price</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment, index) => (
            <tr key={payment._id}>
              <Index>{index + 1}</Index>
              <td>
                <ClassImage src={payment.classImage} />
              </td>
              <RowTitle scope="row">{payment.className}</RowTitle>
              <td>{payment.instructorName}</td>
              <Numeric>
                <DateTime iso={payment.date} />
              </Numeric>
              <Numeric>{formatPrice(payment.price)}</Numeric>
              <td>
                <EnrolmentStatusBadge status={payment.enrolmentStatus} />
                {payment.refundReason ? <RefundNote>{payment.refundReason}</RefundNote> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  );
}

function EnrolledClasses({ user }: { user: AuthUser }) {
  const { data: payments, isLoading, isError, error, refetch } = useMyPayments(user.email);

  if (isLoading) return <LoadingState label="Loading your enrolled classes…" />;
  if (isError || !payments) {
    return <ErrorState title="We couldn't load your enrolled classes" message={apiErrorMessage(error)} onRetry={() => void refetch()} />;
  }

  const enrolled = payments.filter(({ enrolmentStatus }) => enrolmentStatus !== 'refunded');
  const refunded = payments.filter(({ enrolmentStatus }) => enrolmentStatus === 'refunded');

  return (
    <>
      <Section aria-labelledby="enrolled-count">
        <Toolbar>
          <Count id="enrolled-count">Total Enrolled Class: {enrolled.length}</Count>
          {enrolled.some(({ enrolmentStatus }) => enrolmentStatus === 'pending') ? (
            <Hint role="status">A new enrolment shows 'Enrolling…' for a few seconds while your seat is confirmed.</Hint>
          ) : null}
        </Toolbar>
        {enrolled.length === 0 ? (
          <EmptyState
            title="You are not enrolled in any class yet"
            message={
              <ButtonLink to="/dashboard/myselectedclass" $variant="secondary">
                Pay for a selected class
              </ButtonLink>
            }
          />
        ) : (
          <EnrolmentsTable payments={enrolled} label="Enrolled classes" />
        )}
      </Section>
      {refunded.length > 0 ? (
        <Section aria-labelledby="refunded-count">
          <Toolbar>
            <Count id="refunded-count">Refunded: {refunded.length}</Count>
            <Hint>These payments could not become enrolments (the seat was gone); the money was returned to your card.</Hint>
          </Toolbar>
          <EnrolmentsTable payments={refunded} label="Refunded payments" />
        </Section>
      ) : null}
    </>
  );
}

/** /dashboard/myenrolledclass — My Enrolled Classes (spec §2): the classes the student paid for. */
export function EnrolledClassesPage() {
  return (
    <PageContainer>
      <PageHeader title="My Enrolled Classes" description="Classes you have paid for and joined." />
      <SignedIn>{(user) => <EnrolledClasses user={user} />}</SignedIn>
    </PageContainer>
  );
}
