import styled from 'styled-components';
import { CLASS_STATUS_LABELS, type ClassStatus } from '@classhub/contracts';
import {
  Button,
  ButtonLink,
  CardGrid,
  EmptyState,
  ErrorState,
  LoadingState,
  PageContainer,
  PageHeader,
} from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { useMyClasses } from '../../api/use-my-classes';
import { PATHS } from '../../config/paths';
import { InstructorClassCard } from './instructor-class-card';
import { StatusFilter, useStatusFilter } from './status-filter';

const Count = styled.h2`
  margin-bottom: 1rem;
  font-size: 1.375rem;
  font-weight: 800;
`;

const EmptyAction = styled.span`
  display: block;
  margin-top: 1rem;
`;

function MyClassesGrid({ status, onShowAll }: { status: ClassStatus | undefined; onShowAll: () => void }) {
  const { data: classes, isLoading, isError, error, refetch, signedOut } = useMyClasses(status);

  if (signedOut)
    return <ErrorState title="You are signed out" message="Log in as an instructor to see your classes." />;
  if (isLoading) return <LoadingState label="Loading your classes…" />;
  if (isError || !classes) {
    return (
      <ErrorState
        title="We couldn't load your classes"
        message={apiErrorMessage(error, { tryAgain: true })}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <>
      <Count>My All Classes: {classes.length}</Count>
      {classes.length === 0 && status ? (
        <EmptyState
          title={`No ${CLASS_STATUS_LABELS[status].toLowerCase()} classes`}
          message={
            <>
              None of your classes is {CLASS_STATUS_LABELS[status].toLowerCase()} right now.
              <EmptyAction>
                <Button $variant="secondary" onClick={onShowAll}>
                  Show all classes
                </Button>
              </EmptyAction>
            </>
          }
        />
      ) : classes.length === 0 ? (
        <EmptyState
          title="You have not added a class yet"
          message={
            <>
              Classes you add appear here, with their review status and the admin’s feedback.
              <EmptyAction>
                <ButtonLink to={PATHS.addClass}>Add A Class</ButtonLink>
              </EmptyAction>
            </>
          }
        />
      ) : (
        <CardGrid aria-label="My classes">
          {classes.map((cls) => (
            <li key={cls._id}>
              <InstructorClassCard cls={cls} />
            </li>
          ))}
        </CardGrid>
      )}
    </>
  );
}

/**
 * /dashboard/myclasses — My Classes (docs/product.md#my-classes): the signed-in instructor's classes, status and admin
 * feedback.
 */
export function MyClassesPage() {
  const [status, setStatus] = useStatusFilter();
  return (
    <PageContainer>
      <PageHeader title="My Classes" description="The classes you teach, with their status and the admin’s feedback." />
      <StatusFilter status={status} onChange={setStatus} />
      <MyClassesGrid status={status} onShowAll={() => setStatus(undefined)} />
    </PageContainer>
  );
}
