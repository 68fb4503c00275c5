import styled from 'styled-components';
import type { ClassPage } from '@classhub/contracts';
import {
  Button,
  EmptyState,
  ErrorState,
  formatCount,
  LoadingState,
  PageContainer,
  PageHeader,
  Pager,
  VisuallyHidden,
} from '@classhub/ui';
import { ClassGrid } from '../../shared/classes/class-grid';
import { useListApprovedClassesQuery } from './api';
import { hasFilters, type CatalogQuery } from './catalog-query';
import { ClassFilters } from './class-filters';
import { useCatalogQuery, type CatalogQueryChange } from './use-catalog-query';
import { useDeferredResult } from '../../shared/use-deferred-result';

const Count = styled.p`
  margin-bottom: 1rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Results = styled.div`
  &[aria-busy='true'] ul {
    opacity: 0.55;
    transition: opacity 0.2s ease;
  }
`;

export const NO_MATCH_TITLE = 'No classes match your search';

function countText(total: number): string {
  return total === 1 ? '1 class' : `${formatCount(total)} classes`;
}

/** A 400 names the parameter the server refused; anything else is our side or the connection. */
function errorMessage(error: unknown): string {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { message?: unknown } };
  const message = data?.message;
  if (status === 400 && typeof message === 'string' && message.trim()) return message;
  return 'Something went wrong on our side or with your connection.';
}

interface ResultsProps {
  query: CatalogQuery;
  onChange: (change: CatalogQueryChange) => void;
  onClearFilters: () => void;
}

function ClassResults({ query, onChange, onClearFilters }: ResultsProps) {
  const { data, isLoading, isFetching, isError, error, refetch } = useDeferredResult(
    useListApprovedClassesQuery(query),
  );

  if (isLoading) return <LoadingState label="Loading classes…" />;
  if (isError || !data) {
    return (
      <ErrorState title="We couldn't load the classes" message={errorMessage(error)} onRetry={() => void refetch()} />
    );
  }

  // While the next page or search loads, the previous results stay, dimmed, rather than flashing a spinner per keystroke.
  const page: ClassPage = data;
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  let body;
  if (page.total === 0) {
    body = hasFilters(query) ? (
      <EmptyState
        title={NO_MATCH_TITLE}
        message={
          <>
            Try other words or a wider price range.{' '}
            <Button $variant="secondary" onClick={onClearFilters}>
              Clear filters
            </Button>
          </>
        }
      />
    ) : (
      <EmptyState title="No classes yet" message="New classes appear here as soon as they are approved." />
    );
  } else if (page.items.length === 0) {
    body = (
      <EmptyState
        title="This page is empty"
        message={
          <>
            There {pageCount === 1 ? 'is 1 page' : `are ${pageCount} pages`} of classes.{' '}
            <Button $variant="secondary" onClick={() => onChange({ changes: { page: 1 } })}>
              Go to page 1
            </Button>
          </>
        }
      />
    );
  } else {
    body = (
      <>
        <ClassGrid classes={page.items} label="Classes" opensPage />
        {pageCount > 1 ? (
          <Pager page={page.page} pageCount={pageCount} onPage={(next) => onChange({ changes: { page: next } })} />
        ) : null}
      </>
    );
  }

  return (
    <Results aria-busy={isFetching}>
      <Count aria-live="polite" aria-atomic="true">
        {countText(page.total)}
      </Count>
      {isFetching ? (
        <VisuallyHidden role="status" aria-live="polite">
          Loading classes…
        </VisuallyHidden>
      ) : null}
      {body}
    </Results>
  );
}

/**
 * /classes: the approved classes (docs/product.md#all-classes) with search, filters, sort and pages kept in the URL.
 */
export function ClassesPage() {
  const { query, update, clearFilters } = useCatalogQuery();
  return (
    <PageContainer>
      <PageHeader title="All Classes" description="Find a class you love, taught by instructors who love to teach." />
      <ClassFilters query={query} onChange={update} />
      <ClassResults query={query} onChange={update} onClearFilters={clearFilters} />
    </PageContainer>
  );
}
