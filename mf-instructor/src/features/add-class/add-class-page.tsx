import { PageContainer, PageHeader } from '@classhub/ui';

/** /dashboard/addclasses — Add A Class (spec §2). Its data arrives with the dashboard issues; no placeholder figures meanwhile. */
export function AddClassPage() {
  return (
    <PageContainer>
      <PageHeader title="Add A Class" description="Offer a new class; an admin reviews it before it is published." />
    </PageContainer>
  );
}
