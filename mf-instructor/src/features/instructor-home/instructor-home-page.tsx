import { PageContainer, PageHeader } from '@classhub/ui';

/** /dashboard/instructorhome — Instructor Home (spec §2). Its data arrives with the dashboard issues; no placeholder figures meanwhile. */
export function InstructorHomePage() {
  return (
    <PageContainer>
      <PageHeader title="Instructor Home" description="Your classes and sales at a glance." />
    </PageContainer>
  );
}
