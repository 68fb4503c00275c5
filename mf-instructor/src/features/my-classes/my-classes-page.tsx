import { PageContainer, PageHeader } from '@classhub/ui';

/** /dashboard/myclasses — My Classes (spec §2). Its data arrives with the dashboard issues; no placeholder figures meanwhile. */
export function MyClassesPage() {
  return (
    <PageContainer>
      <PageHeader title="My Classes" description="The classes you teach, with their status and the admin’s feedback." />
    </PageContainer>
  );
}
