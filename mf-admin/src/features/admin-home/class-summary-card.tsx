import { useId } from 'react';
import { CLASS_STATUS_LABELS, CLASS_STATUSES, classStatusOf, type ClassStatus } from '@classhub/contracts';
import { ErrorState, LoadingState } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useListClassesQuery } from '../../shared/classes.api';
import { Breakdown, Panel, StatLabel, StatValue } from './admin-home.styles';

/** 'Total Classes' (docs/product.md#admin-home): the count of GET /api/classes, split by status. */
export function ClassSummaryCard() {
  const titleId = useId();
  const { data: classes, isLoading, isError, error, refetch } = useListClassesQuery();

  let body;
  if (isLoading) body = <LoadingState label="Counting classes…" />;
  else if (isError || !classes) {
    body = (
      <ErrorState
        title="We couldn't count the classes"
        message={apiErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  } else {
    const counts: Record<ClassStatus, number> = { pending: 0, approved: 0, denied: 0 };
    for (const cls of classes) counts[classStatusOf(cls)] += 1;
    body = (
      <>
        <StatValue>{classes.length}</StatValue>
        <Breakdown aria-label="Classes by status">
          {CLASS_STATUSES.map((status) => (
            <li key={status}>
              {CLASS_STATUS_LABELS[status]}: <strong>{counts[status]}</strong>
            </li>
          ))}
        </Breakdown>
      </>
    );
  }

  return (
    <Panel aria-labelledby={titleId}>
      <StatLabel id={titleId}>Total Classes</StatLabel>
      {body}
    </Panel>
  );
}
