import { PageContainer, PageHeader } from '@classhub/ui';

/** /dashboard/myenrolledclass — My Enrolled Classes (spec §2). Its data arrives with the dashboard issues; no placeholder figures meanwhile. */
export function EnrolledClassesPage() {
  return (
    <PageContainer>
      <PageHeader title="My Enrolled Classes" description="Classes you have paid for and joined." />
    </PageContainer>
  );
}
