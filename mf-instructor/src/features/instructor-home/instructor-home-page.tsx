import { PageContainer, PageHeader } from '@classhub/ui';
import { ClassSummaryCard } from './class-summary-card';
import { Sections } from './instructor-home.styles';
import { SalesSection } from './sales-section';

/**
 * /dashboard/instructorhome — Instructor Home (docs/product.md#instructor-home): the instructor's classes and their
 * sales.
 */
export function InstructorHomePage() {
  return (
    <PageContainer>
      <PageHeader title="Instructor Home" description="Your classes and sales at a glance." />
      <Sections>
        <ClassSummaryCard />
        <SalesSection />
      </Sections>
    </PageContainer>
  );
}
