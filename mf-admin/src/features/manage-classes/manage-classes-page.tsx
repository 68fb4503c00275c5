import {
  CardGrid,
  EmptyState,
  ErrorState,
  LoadingState,
  PageContainer,
  PageHeader,
  TableCount,
  TableHint,
  TableToolbar,
} from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useListClassesQuery } from './api';
import { ClassReviewCard } from './class-review-card';

function ClassesBoard() {
  const { data: classes, isLoading, isError, error, refetch } = useListClassesQuery();

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
        <TableCount>Total Classes: {classes.length}</TableCount>
        <TableHint>Only approved classes are listed publicly. A decision is final.</TableHint>
      </TableToolbar>
      {classes.length === 0 ? (
        <EmptyState title="No classes yet" message="Classes appear here as soon as instructors add them." />
      ) : (
        <CardGrid aria-label="Classes">
          {classes.map((cls) => (
            <li key={cls._id}>
              <ClassReviewCard cls={cls} />
            </li>
          ))}
        </CardGrid>
      )}
    </>
  );
}

/**
 * /dashboard/manageclasses — Manage Classes (docs/product.md#manage-classes): every class, newest first, to approve,
 * deny or comment on.
 */
export function ManageClassesPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Manage Classes"
        description="Approve or deny classes and send feedback to their instructors."
      />
      <ClassesBoard />
    </PageContainer>
  );
}
