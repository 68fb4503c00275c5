import { useId } from 'react';
import { ROLE_LABELS } from '@classhub/contracts';
import { Avatar, BreakableEmail, ButtonLink, EmptyState, ErrorState, LoadingState } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useListUsersQuery } from '../../shared/users.api';
import { Panel, PanelFooter, PanelTitle, RoleLabel, RowText, Rows, StatNote } from './admin-home.styles';

const SHOWN = 6;

/**
 * 'Latest Users' (docs/product.md#admin-home): the 6 newest users with photo, name, email and role. GET /api/users
 * answers oldest accounts first (its documented order), so the newest are its last.
 */
export function LatestUsers() {
  const titleId = useId();
  const noteId = useId();
  const { data: users, isLoading, isError, error, refetch } = useListUsersQuery();

  let body;
  if (isLoading) body = <LoadingState label="Loading users…" />;
  else if (isError || !users) {
    body = (
      <ErrorState title="We couldn't load the users" message={apiErrorMessage(error)} onRetry={() => void refetch()} />
    );
  } else if (users.length === 0) {
    body = <EmptyState title="No users yet" message="People appear here once they sign up." />;
  } else {
    body = (
      <>
        <Rows aria-label="Users" aria-describedby={noteId}>
          {users
            .slice(-SHOWN)
            .reverse()
            .map((user) => (
              <li key={user._id}>
                <Avatar name={user.name} photo={user.photo} />
                <RowText>
                  <strong>{user.name}</strong>
                  <span>
                    <BreakableEmail email={user.email} />
                  </span>
                </RowText>
                <RoleLabel>{ROLE_LABELS[user.role]}</RoleLabel>
              </li>
            ))}
        </Rows>
        <PanelFooter>
          <ButtonLink to="/dashboard/manageusers" $variant="secondary">
            Go to Manage Users
          </ButtonLink>
        </PanelFooter>
      </>
    );
  }

  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>Latest Users</PanelTitle>
      <StatNote id={noteId}>Newest sign-ups first</StatNote>
      {body}
    </Panel>
  );
}
