import { PageContainer, PageHeader } from '@classhub/ui';

/** /dashboard/manageclasses — Manage Classes (spec §2). Its data arrives with the dashboard issues; no placeholder figures meanwhile. */
export function ManageClassesPage() {
  return (
    <PageContainer>
      <PageHeader title="Manage Classes" description="Approve or deny classes and send feedback to their instructors." />
    </PageContainer>
  );
}
