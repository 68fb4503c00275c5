import styled from 'styled-components';
import { ButtonLink, EmptyState, ErrorState, LoadingState, PageContainer, PageHeader } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useParams } from '@classhub/routing';
import { useGetClassRosterQuery } from '../../api/roster.api';
import { PATHS } from '../../config/paths';
import { RosterExportButton } from './roster-export-button';
import { RosterMailForm } from './roster-mail-form';
import { RosterTable } from './roster-table';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin-bottom: 1rem;
`;

const Section = styled.section`
  margin-top: 2rem;
`;

/**
 * /dashboard/myclasses/:id/roster — a class's roster (decision 0042): who enrolled, when, what they paid and any
 * refund; Export CSV; Mail students.
 */
export function RosterPage() {
  const { id = '' } = useParams();
  const { data: roster, isLoading, isError, error, refetch } = useGetClassRosterQuery(id);

  if (isLoading) return <LoadingState label="Loading the roster…" />;
  if (isError || !roster) {
    return (
      <PageContainer>
        <ErrorState
          title="We couldn't load this roster"
          message={apiErrorMessage(error, { tryAgain: true })}
          onRetry={() => void refetch()}
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PageHeader
        title={`Roster: ${roster.className}`}
        description={`${roster.enrolledCount} enrolled now · ${roster.rows.length} payments in all`}
      />
      <Toolbar>
        <ButtonLink $variant="secondary" to={PATHS.myClasses}>
          Back to My Classes
        </ButtonLink>
        {roster.rows.length > 0 ? <RosterExportButton classId={id} /> : null}
      </Toolbar>
      {roster.rows.length === 0 ? (
        <EmptyState
          title="No one has enrolled yet"
          message="Students who pay for this class appear here, with what they paid."
        />
      ) : (
        <>
          <RosterTable rows={roster.rows} />
          <Section>
            <RosterMailForm classId={id} enrolledCount={roster.enrolledCount} />
          </Section>
        </>
      )}
    </PageContainer>
  );
}
