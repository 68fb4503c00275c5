import { useId } from 'react';
import { classStatusOf } from '@classhub/contracts';
import { Link } from '@classhub/routing';
import { ButtonLink, EmptyState, ErrorState, LoadingState } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useListClassesQuery } from '../../shared/classes.api';
import { Panel, PanelFooter, PanelTitle, RowText, Rows, Thumb } from './admin-home.styles';

const MANAGE_CLASSES = '/dashboard/manageclasses';
const SHOWN = 6;

/** 'Waiting for review': the first pending classes of GET /api/classes (newest first), each leading to Manage Classes. */
export function ReviewQueue() {
  const titleId = useId();
  const { data: classes, isLoading, isError, error, refetch } = useListClassesQuery();
  const pending = (classes ?? []).filter((cls) => classStatusOf(cls) === 'pending');

  let body;
  if (isLoading) body = <LoadingState label="Loading classes…" />;
  else if (isError || !classes) {
    body = (
      <ErrorState
        title="We couldn't load the classes"
        message={apiErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  } else if (pending.length === 0) {
    body = <EmptyState title="Nothing waiting for review" message="New classes from instructors appear here." />;
  } else {
    body = (
      <>
        <Rows aria-label="Pending classes">
          {pending.slice(0, SHOWN).map((cls) => (
            <li key={cls._id}>
              <Thumb src={cls.classImage} alt="" loading="lazy" />
              <RowText>
                <Link to={MANAGE_CLASSES}>{cls.className}</Link>
                <span>by {cls.instructorName}</span>
              </RowText>
            </li>
          ))}
        </Rows>
        <PanelFooter>
          <ButtonLink to={MANAGE_CLASSES} $variant="secondary">
            {pending.length > SHOWN ? `Review all ${pending.length} pending classes` : 'Go to Manage Classes'}
          </ButtonLink>
        </PanelFooter>
      </>
    );
  }

  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>Waiting for review</PanelTitle>
      {body}
    </Panel>
  );
}
