import { ErrorState, LoadingState, PageContainer, PageHeader, TableCount, TableToolbar, TableView } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useListMyWaitlistQuery } from '@classhub/web-query';
import { BrowseClassesEmptyState } from '../../shared/browse-classes-empty-state';
import { Section } from '../../shared/data-table.styles';
import { SignedIn } from '../../shared/signed-in';
import { useClaim } from './use-claim';
import { WaitlistRow } from './waitlist-row';

const COLUMNS = ['#', 'Image', 'Class Name', 'Place', 'Joined', 'Actions'] as const;

function Waitlist() {
  const { data: entries, isLoading, isError, error, refetch } = useListMyWaitlistQuery();
  const { claim, claiming } = useClaim();

  if (isLoading) return <LoadingState label="Loading your waitlist…" />;
  if (isError || !entries) {
    return (
      <ErrorState
        title="We couldn't load your waitlist"
        message={apiErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <Section aria-labelledby="waitlist-count">
      <TableToolbar>
        <TableCount id="waitlist-count">Waiting for: {entries.length}</TableCount>
      </TableToolbar>
      {entries.length === 0 ? (
        <BrowseClassesEmptyState title="You are on no waitlist" />
      ) : (
        <TableView label="Your waitlists" caption="Your waitlists" columns={COLUMNS}>
          {entries.map((entry, index) => (
            <WaitlistRow
              key={entry._id}
              entry={entry}
              position={index + 1}
              onClaim={claim}
              claiming={claiming === entry.classId}
            />
          ))}
        </TableView>
      )}
    </Section>
  );
}

/**
 * /dashboard/waitlist — My Waitlist (decision 0038): the full classes the student waits for, their place in each line,
 * and the seats offered to them, to claim before the offer ends.
 */
export function WaitlistPage() {
  return (
    <PageContainer>
      <PageHeader
        title="My Waitlist"
        description="Full classes you wait for. When a seat frees, it is kept for the first in line for a while: claim it before then."
      />
      <SignedIn>{() => <Waitlist />}</SignedIn>
    </PageContainer>
  );
}
