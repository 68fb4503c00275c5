import { isCountedSale, type PaymentDto } from '@classhub/contracts';
import { apiErrorMessage, type AuthUser } from '@classhub/web-api';
import {
  ButtonLink,
  EmptyState,
  ErrorState,
  LoadingState,
  PageContainer,
  PageHeader,
  TableCount,
  TableHint,
  TableToolbar,
  TableView,
} from '@classhub/ui';
import { Section } from '../../shared/data-table.styles';
import { columnLabels, PaymentRow, type PaymentColumn } from '../../shared/payment-row';
import { SignedIn } from '../../shared/signed-in';
import { useMyPayments } from '../../shared/use-my-payments';

const COLUMNS: PaymentColumn[] = [
  { label: '#', cell: 'index' },
  { label: 'Image', cell: 'image' },
  { label: 'Class Name', cell: 'className' },
  { label: 'Instructor name', cell: 'instructorName' },
  { label: 'Enrolled Date', cell: 'date' },
  { label: 'Price', cell: 'price' },
  { label: 'Status', cell: 'statusAndRefund' },
  { label: 'Sessions', cell: 'attend' },
];

function EnrolmentsTable({ payments, label }: { payments: PaymentDto[]; label: string }) {
  return (
    <TableView label={label} caption={label} columns={columnLabels(COLUMNS)}>
      {payments.map((payment, index) => (
        <PaymentRow key={payment._id} payment={payment} index={index} columns={COLUMNS} />
      ))}
    </TableView>
  );
}

function EnrolledClasses({ user }: { user: AuthUser }) {
  const { data: payments, isLoading, isError, error, refetch } = useMyPayments(user.email);

  if (isLoading) return <LoadingState label="Loading your enrolled classes…" />;
  if (isError || !payments) {
    return (
      <ErrorState
        title="We couldn't load your enrolled classes"
        message={apiErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }

  // A payment whose refund was asked for has given its seat up (or is giving it up): it is listed with the refunds.
  const enrolled = payments.filter(isCountedSale);
  const refunded = payments.filter((payment) => !isCountedSale(payment));

  return (
    <>
      <Section aria-labelledby="enrolled-count">
        <TableToolbar>
          <TableCount id="enrolled-count">Total Enrolled Class: {enrolled.length}</TableCount>
          {enrolled.some(({ enrolmentStatus }) => enrolmentStatus === 'pending') ? (
            <TableHint role="status">
              A new enrolment shows 'Enrolling…' for a few seconds while your seat is confirmed.
            </TableHint>
          ) : null}
        </TableToolbar>
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
          <TableToolbar>
            <TableCount id="refunded-count">Refunded: {refunded.length}</TableCount>
            <TableHint>
              The money of these payments goes back to your card: you asked for a refund, or the seat was gone before
              your payment arrived.
            </TableHint>
          </TableToolbar>
          <EnrolmentsTable payments={refunded} label="Refunded payments" />
        </Section>
      ) : null}
    </>
  );
}

/**
 * /dashboard/myenrolledclass — My Enrolled Classes (docs/product.md#enrolled-classes): the classes the student paid
 * for.
 */
export function EnrolledClassesPage() {
  return (
    <PageContainer>
      <PageHeader title="My Enrolled Classes" description="Classes you have paid for and joined." />
      <SignedIn>{(user) => <EnrolledClasses user={user} />}</SignedIn>
    </PageContainer>
  );
}
