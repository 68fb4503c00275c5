import { CLASS_STATUS_LABELS, CLASS_STATUSES, type ClassStatus } from '@classhub/contracts';
import {
  CardGrid,
  ErrorState,
  LoadingState,
  PageContainer,
  PageHeader,
  TableCount,
  TableHint,
  TableToolbar,
} from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { ListFilters } from '../../shared/list-filters';
import { PagedResults } from '../../shared/paged-results';
import { useListQuery, type ListQuery } from '../../shared/use-list-query';
import { useSearchClassesQuery } from './api';
import { ClassReviewCard } from './class-review-card';
import { PendingEdits } from './pending-edits';

/** Manage Classes shows 12 cards a page: four rows of three on large screens (decision 0044). */
export const CLASSES_PAGE_SIZE = 12;

const STATUS_OPTIONS = CLASS_STATUSES.map((status) => ({ value: status, label: CLASS_STATUS_LABELS[status] }));

interface ClassesBoardProps {
  query: ListQuery<ClassStatus>;
  update: (changes: Partial<ListQuery<ClassStatus>>, replace?: boolean) => void;
}

function ClassesBoard({ query, update }: ClassesBoardProps) {
  const { q, filter: status, page } = query;
  const {
    data: classes,
    isLoading,
    isError,
    error,
    refetch,
  } = useSearchClassesQuery({
    q: q || undefined,
    status,
    page: String(page),
    pageSize: String(CLASSES_PAGE_SIZE),
  });

  if (isLoading) return <LoadingState label="Loading classes…" />;
  if (isError || !classes) {
    return (
      <ErrorState
        title="We couldn't load the classes"
        message={apiErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <>
      <TableToolbar>
        <TableCount>Total Classes: {classes.total}</TableCount>
        <TableHint>Only approved classes are listed publicly. A decision is final.</TableHint>
      </TableToolbar>
      <PagedResults
        page={classes}
        filtered={q !== '' || status !== undefined}
        noMatch={{
          title: 'No classes match',
          message: 'Try part of another class or instructor name, or another status.',
        }}
        empty={{ title: 'No classes yet', message: 'Classes appear here as soon as instructors add them.' }}
        pagerLabel="Classes pages"
        onClearFilters={() => update({ q: '', filter: undefined })}
        onPage={(next) => update({ page: next })}
      >
        <CardGrid aria-label="Classes">
          {classes.items.map((cls) => (
            <li key={cls._id}>
              <ClassReviewCard cls={cls} />
            </li>
          ))}
        </CardGrid>
      </PagedResults>
    </>
  );
}

/**
 * /dashboard/manageclasses — Manage Classes (docs/product.md#manage-classes): the classes, newest first, to approve,
 * deny or comment on; a status filter, a search and pages, kept in the URL (`?q=&status=&page=`).
 */
export function ManageClassesPage() {
  const { query, update } = useListQuery('status', CLASS_STATUSES);
  return (
    <PageContainer>
      <PageHeader
        title="Manage Classes"
        description="Approve or deny classes and send feedback to their instructors."
      />
      <PendingEdits />
      <ListFilters
        label="Search and filter classes"
        searchLabel="Search classes"
        placeholder="Class or instructor name or email"
        q={query.q}
        onSearch={(text) => update({ q: text }, true)}
        filterLabel="Status"
        filterOptions={STATUS_OPTIONS}
        filter={query.filter}
        onFilter={(status) => update({ filter: status })}
      />
      <ClassesBoard query={query} update={update} />
    </PageContainer>
  );
}
