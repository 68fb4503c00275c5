import { CardGrid, EmptyState, ErrorState, LoadingState, PageContainer, PageHeader } from '@classhub/ui';
import { useListInstructorsQuery } from './api';
import { cardImageLoading } from '../../shared/card-image-loading';
import { InstructorCard } from '../../shared/instructors/instructor-card';
import { useDeferredResult } from '../../shared/use-deferred-result';

function InstructorGrid() {
  const { data: instructors, isLoading, isError, refetch } = useDeferredResult(useListInstructorsQuery());

  if (isLoading) return <LoadingState label="Loading instructors…" />;
  if (isError || !instructors) {
    return (
      <ErrorState
        title="We couldn't load the instructors"
        message="Something went wrong on our side or with your connection."
        onRetry={() => void refetch()}
      />
    );
  }
  if (instructors.length === 0) return <EmptyState title="No instructors yet" />;

  return (
    <CardGrid aria-label="Instructors">
      {instructors.map((instructor, index) => (
        <li key={instructor.email}>
          <InstructorCard instructor={instructor} imageLoading={cardImageLoading(index)} />
        </li>
      ))}
    </CardGrid>
  );
}

/** /instructors: every instructor (docs/product.md#instructors). */
export function InstructorsPage() {
  return (
    <PageContainer>
      <PageHeader title="Our Instructors" description="Meet the people who teach on ClassHub." />
      <InstructorGrid />
    </PageContainer>
  );
}
