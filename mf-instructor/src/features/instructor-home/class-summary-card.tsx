import { useId } from 'react';
import { ButtonLink, ErrorState, LoadingState } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useMyClasses } from '../../api/use-my-classes';
import { PATHS } from '../../config/paths';
import { BigNumber, Breakdown, Note, Panel, PanelTitle } from './instructor-home.styles';
import { summarizeClasses } from './summarize-classes';

/**
 * Instructor home's class figures (docs/product.md#instructor-home): total classes, by review status, and students
 * enrolled.
 */
export function ClassSummaryCard() {
  const titleId = useId();
  const { data: classes, isLoading, isError, error, refetch, signedOut } = useMyClasses();

  let content;
  if (signedOut) content = <Note>Log in as an instructor to see your classes.</Note>;
  else if (isLoading) content = <LoadingState label="Loading your classes…" />;
  else if (isError || !classes) {
    content = (
      <ErrorState
        title="We couldn't load your classes"
        message={apiErrorMessage(error, { tryAgain: true })}
        onRetry={() => void refetch()}
      />
    );
  } else {
    const { total, byStatus, enrolled } = summarizeClasses(classes);
    content = (
      <>
        <BigNumber>{total}</BigNumber>
        {total === 0 ? (
          <>
            <Note>You have not added a class yet.</Note>
            <ButtonLink to={PATHS.addClass}>Add A Class</ButtonLink>
          </>
        ) : (
          <Breakdown aria-label="Classes by status">
            <div>
              <dt>Approved</dt>
              <dd>{byStatus.approved}</dd>
            </div>
            <div>
              <dt>Pending</dt>
              <dd>{byStatus.pending}</dd>
            </div>
            <div>
              <dt>Denied</dt>
              <dd>{byStatus.denied}</dd>
            </div>
            <div>
              <dt>Students enrolled</dt>
              <dd>{enrolled}</dd>
            </div>
          </Breakdown>
        )}
      </>
    );
  }

  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>Total Classes</PanelTitle>
      {content}
    </Panel>
  );
}
