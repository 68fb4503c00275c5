import { CardGrid, EmptyState, ErrorState, LoadingState } from '@classhub/ui';
import { InstructorCard } from '../../shared/instructors/instructor-card';
import { useListPopularInstructorsQuery } from './api';
import { HomeSection } from './home-section';
import { useDeferredResult } from '../../shared/use-deferred-result';

function PopularInstructors() {
  const { data: instructors, isLoading, isError, refetch } = useDeferredResult(useListPopularInstructorsQuery());
  if (isLoading) return <LoadingState label="Loading popular instructors…" />;
  if (isError || !instructors) {
    return (
      <ErrorState
        title="We couldn't load the popular instructors"
        message="Something went wrong on our side or with your connection."
        onRetry={() => void refetch()}
      />
    );
  }
  if (instructors.length === 0) return <EmptyState title="No instructors yet" />;
  return (
    <CardGrid aria-label="Popular instructors">
      {instructors.map((instructor) => (
        <li key={instructor.email}>
          <InstructorCard instructor={instructor} headingLevel={3} />
        </li>
      ))}
    </CardGrid>
  );
}

/**
 * Popular Instructors (docs/product.md#home): photo, name, email and position of the instructors with the most
 * students.
 */
export function PopularInstructorsSection() {
  return (
    <HomeSection
      id="popular-instructors"
      title="Popular Instructors"
      lead="The instructors whose classes students love most."
    >
      <PopularInstructors />
    </HomeSection>
  );
}
