import { isCountedSale } from '@classhub/contracts';
import { apiErrorMessage, type AuthUser } from '@classhub/web-api';
import { useListMySelectedQuery } from '@classhub/web-query';
import { ErrorState, formatPrice, LoadingState, PageContainer, PageHeader } from '@classhub/ui';
import { SignedIn } from '../../shared/signed-in';
import { WaitlistOffersBanner } from '../waitlist/waitlist-offers-banner';
import { useMyPayments } from '../../shared/use-my-payments';
import { LatestEnrolments } from './latest-enrolments';
import { LatestPayments } from './latest-payments';
import { describeChange, windowTotals } from './payment-trend';
import { SummaryCard } from './summary-card';
import { Summary, Tables } from './student-home.styles';

/** Dashboard lists show the first 6 items (docs/product.md#limits). */
const LATEST = 6;

const plural = (count: number) => `${count} ${count === 1 ? 'class' : 'classes'}`;

function StudentHome({ user }: { user: AuthUser }) {
  const selected = useListMySelectedQuery(user.email);
  const payments = useMyPayments(user.email);

  if (selected.isLoading || payments.isLoading) return <LoadingState label="Loading your dashboard…" />;
  if (!selected.data || !payments.data) {
    const failed = selected.data ? payments : selected;
    return (
      <ErrorState
        title="We couldn't load your dashboard"
        message={apiErrorMessage(failed.error)}
        onRetry={() => void failed.refetch()}
      />
    );
  }

  // Refunded payments (and those being refunded) return the money and keep no seat, so they count in neither figure.
  const kept = payments.data.filter(isCountedSale);
  const now = new Date();
  const enrolledChange = describeChange(
    windowTotals(kept, now, () => 1),
    plural,
  );
  const paidChange = describeChange(
    windowTotals(kept, now, (payment) => payment.price),
    formatPrice,
  );

  return (
    <>
      <Summary>
        <SummaryCard title="Selected Classes" value={selected.data.length} />
        <SummaryCard title="Enrolled Classes" value={kept.length} change={enrolledChange} />
        <SummaryCard
          title="Total Payment"
          value={formatPrice(kept.reduce((sum, payment) => sum + payment.price, 0))}
          change={paidChange}
        />
      </Summary>
      <Tables>
        <LatestEnrolments payments={kept.slice(0, LATEST)} />
        <LatestPayments payments={payments.data.slice(0, LATEST)} />
      </Tables>
    </>
  );
}

/**
 * /dashboard/studenthome — Student Home (docs/product.md#student-home): the student's figures and latest enrolments and
 * payments.
 */
export function StudentHomePage() {
  return (
    <PageContainer>
      <PageHeader title="Student Home" description="Your selected classes, enrolments and payments at a glance." />
      <SignedIn>
        {(user) => (
          <>
            <WaitlistOffersBanner />
            <StudentHome user={user} />
          </>
        )}
      </SignedIn>
    </PageContainer>
  );
}
