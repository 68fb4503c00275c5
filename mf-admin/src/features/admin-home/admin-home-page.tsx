import { PageContainer, PageHeader } from '@classhub/ui';

/** /dashboard/adminhome — Admin Home (spec §2). Its data arrives with the dashboard issues; no placeholder figures meanwhile. */
export function AdminHomePage() {
  return (
    <PageContainer>
      <PageHeader title="Admin Home" description="Sales, classes and sign-ups at a glance." />
    </PageContainer>
  );
}
