import type { ClassStatus } from '@classhub/contracts';
import { useCurrentUser } from '@classhub/web-api';
import { skipToken } from '@classhub/web-query';
import { useListInstructorClassesInStatusQuery, useListInstructorClassesQuery } from './classes.api';

/**
 * The signed-in instructor's classes. Nothing is asked for until the user is known, and `isLoading` stays true while
 * the auth state itself is still loading, so a page never flashes "no classes" before it knows whose they are.
 * With `classStatus`, only the classes in that review status (the server filters them).
 */
export function useMyClasses(classStatus?: ClassStatus) {
  const { status, user } = useCurrentUser();
  const email = user?.email;
  const all = useListInstructorClassesQuery(email && !classStatus ? email : skipToken);
  const inStatus = useListInstructorClassesInStatusQuery(
    email && classStatus ? { email, status: classStatus } : skipToken,
  );
  const query = classStatus ? inStatus : all;
  return { ...query, isLoading: query.isLoading || status === 'loading', signedOut: status === 'signedOut' };
}
