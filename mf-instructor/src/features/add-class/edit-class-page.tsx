import type { ClassDto, DeclaredResponse } from '@classhub/contracts';
import { ErrorState, FormCard, LoadingState, PageContainer, PageHeader } from '@classhub/ui';
import { apiErrorMessage, useCurrentUser } from '@classhub/web-api';
import { useParams } from '@classhub/routing';
import { useGetClassJoiningQuery } from '../../api/class-edits.api';
import { useMyClasses } from '../../api/use-my-classes';
import { AddClassForm, type EditedClass } from './add-class-form';

/** A session's instant as the instructor wrote it: date and time in the class's zone. */
function localSession(startsAt: string, durationMinutes: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(startsAt))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    durationMinutes: String(durationMinutes),
  };
}

/**
 * The form filled in with the class; seats are its total (those left plus those enrolled). The sessions and the link
 * come from the joining answer, which has every session of the class (the list of my classes carries none).
 */
function editedClass(cls: ClassDto, joining: DeclaredResponse<'getClassJoining'>): EditedClass {
  const timeZone = joining.timeZone;
  return {
    id: cls._id,
    imageUrl: cls.classImage,
    keptSessions: new Set(joining.sessions.map((session) => Date.parse(session.startsAt))),
    values: {
      className: cls.className,
      availableSeats: String(cls.availableSeats + cls.enrolled),
      price: String(cls.price),
      classImage: undefined,
      description: cls.description ?? '',
      learningOutcomes: cls.learningOutcomes ?? '',
      timeZone,
      meetingUrl: joining.meetingUrl ?? '',
      sessions: joining.sessions.map((session) => localSession(session.startsAt, session.durationMinutes, timeZone)),
    },
  };
}

/**
 * /dashboard/myclasses/:id/edit — Edit a class (decision 0041): the Add A Class form filled in. A pending class takes
 * the changes at once, a denied one goes back to review, an approved one keeps selling until an admin approves them.
 */
export function EditClassPage() {
  const { id = '' } = useParams();
  const { user, status } = useCurrentUser();
  const classes = useMyClasses();
  const joining = useGetClassJoiningQuery(id, { skip: !user });
  const cls = classes.data?.find((one) => one._id === id);

  let content;
  if (status === 'signedOut')
    content = <ErrorState title="You are signed out" message="Log in as an instructor to edit your class." />;
  else if (classes.isLoading || joining.isLoading || !user) content = <LoadingState label="Loading your class…" />;
  else if (classes.isError || joining.isError)
    content = (
      <ErrorState
        title="We couldn't load this class"
        message={apiErrorMessage(classes.error ?? joining.error, { tryAgain: true })}
      />
    );
  else if (!cls || !joining.data)
    content = <ErrorState title="Class not found" message="Only the classes you added can be edited here." />;
  else if (cls.cancelledAt)
    content = <ErrorState title="This class was cancelled" message="A cancelled class can no longer be changed." />;
  else content = <AddClassForm user={user} editing={editedClass(cls, joining.data)} />;

  return (
    <PageContainer>
      <PageHeader
        title={cls ? `Edit ${cls.className}` : 'Edit class'}
        description="Changes to an approved class go to an admin first; the approved version stays on sale until then."
      />
      <FormCard aria-label="Edit class">{content}</FormCard>
    </PageContainer>
  );
}
