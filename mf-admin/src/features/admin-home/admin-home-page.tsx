import { PageContainer, PageHeader } from '@classhub/ui';
import { Panels, Summary } from './admin-home.styles';
import { ClassSummaryCard } from './class-summary-card';
import { LatestUsers } from './latest-users';
import { ReviewQueue } from './review-queue';

/**
 * /dashboard/adminhome — Admin Home (spec §2). Sales, sign-ups and 'Latest Transactions' come with the payments
 * issue; until then only real figures are shown, never placeholders.
 */
export function AdminHomePage() {
  return (
    <PageContainer>
      <PageHeader title="Admin Home" description="Classes waiting for review and the newest users at a glance." />
      <Summary>
        <ClassSummaryCard />
      </Summary>
      <Panels>
        <ReviewQueue />
        <LatestUsers />
      </Panels>
    </PageContainer>
  );
}
