import { CardGrid, EmptyState, ErrorState, LoadingState, PageContainer, PageHeader } from '@classhub/ui';
import { useListApprovedClassesQuery } from './api';
import { ClassCard } from './class-card';
import { LoginPromptDialog } from './login-prompt-dialog';
import { useSelectClass } from './use-select-class';

function ClassGrid() {
  const { data: classes, isLoading, isError, refetch } = useListApprovedClassesQuery();
  const { canSelect, select, loginPromptFor, closeLoginPrompt } = useSelectClass();

  if (isLoading) return <LoadingState label="Loading classes…" />;
  if (isError || !classes) {
    return (
      <ErrorState
        title="We couldn't load the classes"
        message="Something went wrong on our side or with your connection."
        onRetry={() => void refetch()}
      />
    );
  }
  if (classes.length === 0) return <EmptyState title="No classes yet" message="New classes appear here as soon as they are approved." />;

  return (
    <>
      <CardGrid aria-label="Classes">
        {classes.map((cls) => (
          <li key={cls._id}>
            <ClassCard cls={cls} canSelect={canSelect(cls)} onSelect={(picked) => void select(picked)} />
          </li>
        ))}
      </CardGrid>
      {loginPromptFor ? <LoginPromptDialog className={loginPromptFor.className} onClose={closeLoginPrompt} /> : null}
    </>
  );
}

/** /classes: every approved class (spec §2, All Classes). */
export function ClassesPage() {
  return (
    <PageContainer>
      <PageHeader title="All Classes" description="Find a class you love, taught by instructors who love to teach." />
      <ClassGrid />
    </PageContainer>
  );
}
