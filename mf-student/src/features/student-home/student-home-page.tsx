import { PageContainer, PageHeader } from '@classhub/ui';

/** /dashboard/studenthome — Student Home (spec §2). Its data arrives with the dashboard issues; no placeholder figures meanwhile. */
export function StudentHomePage() {
  return (
    <PageContainer>
      <PageHeader title="Student Home" description="Your selected classes, enrolments and payments at a glance." />
    </PageContainer>
  );
}
