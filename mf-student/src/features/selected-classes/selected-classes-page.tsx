import type { AuthUser } from '@classhub/web-api';
import { ButtonLink, EmptyState, ErrorState, LoadingState, PageContainer, PageHeader, VisuallyHidden } from '@classhub/ui';
import { apiErrorMessage } from '../../shared/api-error-message';
import { Count, Table, TableScroller, Toolbar } from '../../shared/data-table.styles';
import { SignedIn } from '../../shared/signed-in';
import { useListSelectedQuery } from './api';
import { SelectedClassRow } from './selected-class-row';

function SelectedClassesTable({ user }: { user: AuthUser }) {
  const { data: items, isLoading, isError, error, refetch } = useListSelectedQuery(user.email);

  if (isLoading) return <LoadingState label="Loading your selected classes…" />;
  if (isError || !items) {
    return <ErrorState title="We couldn't load your selected classes" message={apiErrorMessage(error)} onRetry={() => void refetch()} />;
  }

  return (
    <>
      <Toolbar>
        <Count>Total Selected Class: {items.length}</Count>
      </Toolbar>
      {items.length === 0 ? (
        <EmptyState
          title="You have not selected any class yet"
          message={
            <ButtonLink to="/classes" $variant="secondary">
              Browse classes
            </ButtonLink>
          }
        />
      ) : (
        <TableScroller role="region" aria-label="Selected classes" tabIndex={0}>
          <Table>
            <VisuallyHidden as="caption">Your selected classes, to pay for or delete</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Image</th>
                <th scope="col">Class Name</th>
                <th scope="col">Available Seat</th>
                <th scope="col">Enrolled</th>
                <th scope="col">Price</th>
                <th scope="col">Pay</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => (
                <SelectedClassRow key={item._id} item={item} position={index + 1} />
              ))}
            </tbody>
          </Table>
        </TableScroller>
      )}
    </>
  );
}

/** /dashboard/myselectedclass — My Selected Classes (spec §2): the student's cart, with Pay and delete per class. */
export function SelectedClassesPage() {
  return (
    <PageContainer>
      <PageHeader title="My Selected Classes" description="Classes you picked and have not paid for yet." />
      <SignedIn>{(user) => <SelectedClassesTable user={user} />}</SignedIn>
    </PageContainer>
  );
}
