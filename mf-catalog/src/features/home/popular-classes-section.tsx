import { ButtonLink, EmptyState, ErrorState, LoadingState } from '@classhub/ui';
import styled from 'styled-components';
import { ClassGrid } from '../../shared/classes/class-grid';
import { useListPopularClassesQuery } from './api';
import { HomeSection } from './home-section';
import { useDeferredResult } from '../../shared/use-deferred-result';

const More = styled.p`
  margin-top: 2rem;
  text-align: center;
`;

function PopularClasses() {
  const { data: classes, isLoading, isError, refetch } = useDeferredResult(useListPopularClassesQuery());
  if (isLoading) return <LoadingState label="Loading popular classes…" />;
  if (isError || !classes) {
    return (
      <ErrorState
        title="We couldn't load the popular classes"
        message="Something went wrong on our side or with your connection."
        onRetry={() => void refetch()}
      />
    );
  }
  if (classes.length === 0)
    return <EmptyState title="No classes yet" message="Popular classes appear here once classes are approved." />;
  return (
    <>
      <ClassGrid classes={classes} label="Popular classes" headingLevel={3} />
      <More>
        <ButtonLink to="/classes" $variant="secondary">
          See all classes
        </ButtonLink>
      </More>
    </>
  );
}

/**
 * Popular Classes (docs/product.md#home): the classes with the most students, with the same cards and Select rules as
 * /classes.
 */
export function PopularClassesSection() {
  return (
    <HomeSection id="popular-classes" title="Popular Classes" lead="The classes our students enrol in most.">
      <PopularClasses />
    </HomeSection>
  );
}
