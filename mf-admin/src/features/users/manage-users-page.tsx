import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageContainer,
  PageHeader,
  TableCount,
  TableHint,
  TableToolbar,
  TableView,
} from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useListUsersQuery } from './api';
import { UserRow } from './user-row';

const COLUMNS = ['#', 'Image', 'Name', 'Email', 'Role', 'Actions'];

function UsersTable() {
  const { data: users, isLoading, isError, error, refetch } = useListUsersQuery();

  if (isLoading) return <LoadingState label="Loading users…" />;
  if (isError || !users) {
    return (
      <ErrorState title="We couldn't load the users" message={apiErrorMessage(error)} onRetry={() => void refetch()} />
    );
  }

  return (
    <>
      <TableToolbar>
        <TableCount>Total Users: {users.length}</TableCount>
        <TableHint>A new role takes effect on the user’s next request.</TableHint>
      </TableToolbar>
      {users.length === 0 ? (
        <EmptyState title="No users yet" message="People appear here once they sign up." />
      ) : (
        <TableView label="Users" caption="Users and their roles" columns={COLUMNS} hoverRows>
          {users.map((user, index) => (
            <UserRow key={user._id} user={user} position={index + 1} />
          ))}
        </TableView>
      )}
    </>
  );
}

/**
 * /dashboard/manageusers — Manage Users (docs/product.md#manage-users): every user with their role, and the buttons to
 * change it.
 */
export function ManageUsersPage() {
  return (
    <PageContainer>
      <PageHeader title="Manage Users" description="Make users instructors or admins." />
      <UsersTable />
    </PageContainer>
  );
}
