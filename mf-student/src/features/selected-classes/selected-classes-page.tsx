import { PageContainer, PageHeader } from '@classhub/ui';

/** /dashboard/myselectedclass — My Selected Classes (spec §2). Its data arrives with the dashboard issues; no placeholder figures meanwhile. */
export function SelectedClassesPage() {
  return (
    <PageContainer>
      <PageHeader title="My Selected Classes" description="Classes you picked and have not paid for yet." />
    </PageContainer>
  );
}
