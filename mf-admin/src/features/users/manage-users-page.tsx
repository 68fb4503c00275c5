import { EmptyState, ErrorState, LoadingState, PageContainer, PageHeader, VisuallyHidden } from '@classhub/ui';
import { useListUsersQuery } from './api';
import { apiErrorMessage } from '../../shared/api-error-message';
import { UserRow } from './user-row';
import { Count, Hint, Table, TableScroller, Toolbar } from './users-table.styles';

function UsersTable() {
  const { data: users, isLoading, isError, error, refetch } = useListUsersQuery();

  if (isLoading) return <LoadingState label="Loading users…" />;
  if (isError || !users) {
    return <ErrorState title="We couldn't load the users" message={apiErrorMessage(error)} onRetry={() => void refetch()} />;
  }

  return (
    <>
      <Toolbar>
        <Count>Total Users: {users.length}</Count>
        <Hint>A new role takes effect on the user’s next request.</Hint>
      </Toolbar>
      {users.length === 0 ? (
        <EmptyState title="No users yet" message="People appear here once they sign up." />
      ) : (
        <TableScroller role="region" aria-label="Users" tabIndex={0}>
          <Table>
            <VisuallyHidden as="caption">Users and their roles</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Image</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user, index) => (
                <UserRow key={user._id} user={user} position={index + 1} />
              ))}
            </tbody>
          </Table>
        </TableScroller>
      )}
    </>
  );
}

/** /dashboard/manageusers — Manage Users (spec §2): every user with their role, and the buttons to change it. */
export function ManageUsersPage() {
  return (
    <PageContainer>
      <PageHeader title="Manage Users" description="Make users instructors or admins." />
      <UsersTable />
    </PageContainer>
  );
}
