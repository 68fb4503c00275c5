import { ROLE_LABELS, USER_ROLES, type UserRole } from '@classhub/contracts';
import {
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
import { ListFilters } from '../../shared/list-filters';
import { PagedResults } from '../../shared/paged-results';
import { useListQuery, type ListQuery } from '../../shared/use-list-query';
import { useSearchUsersQuery } from './api';
import { UserRow } from './user-row';

const COLUMNS = ['#', 'Image', 'Name', 'Email', 'Role', 'Actions'];

/** Manage Users shows 20 users a page (decision 0044). */
export const USERS_PAGE_SIZE = 20;

const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

interface UsersTableProps {
  query: ListQuery<UserRole>;
  update: (changes: Partial<ListQuery<UserRole>>, replace?: boolean) => void;
}

function UsersTable({ query, update }: UsersTableProps) {
  const { q, filter: role, page } = query;
  const { data, isLoading, isError, error, refetch } = useSearchUsersQuery({
    q: q || undefined,
    role,
    page: String(page),
    pageSize: String(USERS_PAGE_SIZE),
  });

  if (isLoading) return <LoadingState label="Loading users…" />;
  if (isError || !data) {
    return (
      <ErrorState title="We couldn't load the users" message={apiErrorMessage(error)} onRetry={() => void refetch()} />
    );
  }

  return (
    <>
      <TableToolbar>
        <TableCount>Total Users: {data.total}</TableCount>
        <TableHint>A new role takes effect on the user’s next request.</TableHint>
      </TableToolbar>
      <PagedResults
        page={data}
        filtered={q !== '' || role !== undefined}
        noMatch={{ title: 'No users match', message: 'Try part of another name or email, or another role.' }}
        empty={{ title: 'No users yet', message: 'People appear here once they sign up.' }}
        pagerLabel="Users pages"
        onClearFilters={() => update({ q: '', filter: undefined })}
        onPage={(next) => update({ page: next })}
      >
        <TableView label="Users" caption="Users and their roles" columns={COLUMNS} hoverRows>
          {data.items.map((user, index) => (
            <UserRow key={user._id} user={user} position={(data.page - 1) * data.pageSize + index + 1} />
          ))}
        </TableView>
      </PagedResults>
    </>
  );
}

/**
 * /dashboard/manageusers — Manage Users (docs/product.md#manage-users): the users with their role, and the buttons to
 * change it; a search by name or email, a role filter and pages, kept in the URL (`?q=&role=&page=`).
 */
export function ManageUsersPage() {
  const { query, update } = useListQuery('role', USER_ROLES);
  return (
    <PageContainer>
      <PageHeader title="Manage Users" description="Make users instructors or admins." />
      <ListFilters
        label="Search and filter users"
        searchLabel="Search users"
        placeholder="Part of a name or email"
        q={query.q}
        onSearch={(text) => update({ q: text }, true)}
        filterLabel="Role"
        filterOptions={ROLE_OPTIONS}
        filter={query.filter}
        onFilter={(role) => update({ filter: role })}
      />
      <UsersTable query={query} update={update} />
    </PageContainer>
  );
}
