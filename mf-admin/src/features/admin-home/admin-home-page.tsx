import { PageContainer, PageHeader } from '@classhub/ui';
import { Panels, Summary } from './admin-home.styles';
import { ClassSummaryCard } from './class-summary-card';
import { LatestTransactions } from './latest-transactions';
import { LatestUsers } from './latest-users';
import { ReviewQueue } from './review-queue';
import { SalesChartPanel } from './sales-chart-panel';
import { SalesSummaryCard } from './sales-summary-card';
import { UsersSummaryCard } from './users-summary-card';

/**
 * /dashboard/adminhome — Admin Home (docs/product.md#admin-home): sales, classes and users at a glance. Every figure
 * comes from the API; where the spec has fixed percentages, a card shows the real week-over-week change or says why
 * there is none.
 */
export function AdminHomePage() {
  return (
    <PageContainer>
      <PageHeader
        title="Admin Home"
        description="Sales, classes waiting for review and the newest users at a glance."
      />
      <Summary>
        <SalesSummaryCard />
        <ClassSummaryCard />
        <UsersSummaryCard />
      </Summary>
      <Panels>
        <SalesChartPanel />
        <LatestTransactions />
        <ReviewQueue />
        <LatestUsers />
      </Panels>
    </PageContainer>
  );
}
