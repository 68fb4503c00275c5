import { apiErrorMessage, type AuthUser } from '@classhub/web-api';
import { ErrorState, LoadingState, PageContainer, PageHeader, TableCount, TableToolbar, TableView } from '@classhub/ui';
import { BrowseClassesEmptyState } from '../../shared/browse-classes-empty-state';
import { SignedIn } from '../../shared/signed-in';
import { useListMySelectedQuery } from './api';
import { SelectedClassRow } from './selected-class-row';

const COLUMNS = ['#', 'Image', 'Class Name', 'Available Seat', 'Enrolled', 'Price', 'Pay', 'Action'];

function SelectedClassesTable({ user }: { user: AuthUser }) {
  const { data: items, isLoading, isError, error, refetch } = useListMySelectedQuery(user.email);

  if (isLoading) return <LoadingState label="Loading your selected classes…" />;
  if (isError || !items) {
    return (
      <ErrorState
        title="We couldn't load your selected classes"
        message={apiErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <>
      <TableToolbar>
        <TableCount>Total Selected Class: {items.length}</TableCount>
      </TableToolbar>
      {items.length === 0 ? (
        <BrowseClassesEmptyState title="You have not selected any class yet" />
      ) : (
        <TableView label="Selected classes" caption="Your selected classes, to pay for or delete" columns={COLUMNS}>
          {items.map((item, index) => (
            <SelectedClassRow key={item._id} item={item} position={index + 1} />
          ))}
        </TableView>
      )}
    </>
  );
}

/**
 * /dashboard/myselectedclass — My Selected Classes (docs/product.md#selected-classes): the student's cart, with Pay and
 * delete per class.
 */
export function SelectedClassesPage() {
  return (
    <PageContainer>
      <PageHeader title="My Selected Classes" description="Classes you picked and have not paid for yet." />
      <SignedIn>{(user) => <SelectedClassesTable user={user} />}</SignedIn>
    </PageContainer>
  );
}
