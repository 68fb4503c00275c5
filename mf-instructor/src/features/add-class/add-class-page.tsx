import { ErrorState, FormCard, LoadingState, PageContainer, PageHeader } from '@classhub/ui';
import { useCurrentUser } from '@classhub/web-api';
import { AddClassForm } from './add-class-form';

/**
 * /dashboard/addclasses — Add A Class (docs/product.md#add-a-class): the form, once it is known who is adding the
 * class.
 */
export function AddClassPage() {
  const { status, user } = useCurrentUser();

  let content;
  if (user) content = <AddClassForm user={user} />;
  else if (status === 'signedOut')
    content = <ErrorState title="You are signed out" message="Log in as an instructor to add a class." />;
  else content = <LoadingState label="Loading…" />;

  return (
    <PageContainer>
      <PageHeader title="Add A Class" description="Offer a new class; an admin reviews it before it is published." />
      <FormCard aria-label="New class">{content}</FormCard>
    </PageContainer>
  );
}
