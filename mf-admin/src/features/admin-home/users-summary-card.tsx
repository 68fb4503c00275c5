import { useId } from 'react';
import { ErrorState, LoadingState } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useListUsersQuery } from '../../shared/users.api';
import { Panel, StatLabel, StatNote, StatValue } from './admin-home.styles';

/**
 * 'Total Users' (docs/product.md#admin-home: the count of users). The spec's weekly sign-up percentage needs a join
 * date, and a user carries only a join year, so the card says there is no weekly figure rather than inventing one.
 */
export function UsersSummaryCard() {
  const titleId = useId();
  const { data: users, isLoading, isError, error, refetch } = useListUsersQuery();

  let body;
  if (isLoading) body = <LoadingState label="Counting users…" />;
  else if (isError || !users) {
    body = (
      <ErrorState title="We couldn't count the users" message={apiErrorMessage(error)} onRetry={() => void refetch()} />
    );
  } else {
    body = (
      <>
        <StatValue>{users.length}</StatValue>
        <StatNote>No weekly change: sign-ups are recorded by year only.</StatNote>
      </>
    );
  }

  return (
    <Panel aria-labelledby={titleId}>
      <StatLabel id={titleId}>Total Users</StatLabel>
      {body}
    </Panel>
  );
}
