import type { ReactNode } from 'react';
import type { ListPage } from '@classhub/contracts';
import { Button, EmptyState, Pager } from '@classhub/ui';

export interface PagedResultsProps {
  page: ListPage<unknown>;
  /** True when a search or filter narrows the list: an empty answer then means "nothing matches". */
  filtered: boolean;
  noMatch: { title: string; message: string };
  empty: { title: string; message: string };
  /** Names the pager, e.g. "Users pages". */
  pagerLabel: string;
  onClearFilters: () => void;
  onPage: (page: number) => void;
  /** The rows of the page. */
  children: ReactNode;
}

/** A page of a long list with its pager, or why it is empty: nothing matches, nothing yet, or past the last page. */
export function PagedResults({
  page,
  filtered,
  noMatch,
  empty,
  pagerLabel,
  onClearFilters,
  onPage,
  children,
}: PagedResultsProps) {
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (page.total === 0) {
    return filtered ? (
      <EmptyState
        title={noMatch.title}
        message={
          <>
            {noMatch.message}{' '}
            <Button $variant="secondary" onClick={onClearFilters}>
              Clear search and filter
            </Button>
          </>
        }
      />
    ) : (
      <EmptyState title={empty.title} message={empty.message} />
    );
  }
  if (page.items.length === 0) {
    return (
      <EmptyState
        title="This page is empty"
        message={
          <>
            The list has {pageCount === 1 ? '1 page' : `${pageCount} pages`}.{' '}
            <Button $variant="secondary" onClick={() => onPage(pageCount)}>
              Go to the last page
            </Button>
          </>
        }
      />
    );
  }
  return (
    <>
      {children}
      {pageCount > 1 ? <Pager label={pagerLabel} page={page.page} pageCount={pageCount} onPage={onPage} /> : null}
    </>
  );
}
