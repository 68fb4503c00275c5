import { useCurrentUser } from '@classhub/web-api';
import { skipToken } from '@classhub/web-query';
import { useListInstructorClassesQuery } from './classes.api';

/**
 * The signed-in instructor's classes. Nothing is asked for until the user is known, and `isLoading` stays true while
 * the auth state itself is still loading, so a page never flashes "no classes" before it knows whose they are.
 */
export function useMyClasses() {
  const { status, user } = useCurrentUser();
  const email = user?.email;
  const query = useListInstructorClassesQuery(email ?? skipToken);
  return { ...query, isLoading: query.isLoading || status === 'loading', signedOut: status === 'signedOut' };
}
