import { declaredRequest, type DeclaredResponse } from '@classhub/contracts';
import { adminUsersApi } from '../../shared/users.api';

type Changed = DeclaredResponse<'demoteUser'>;

/** Every user list shows the change: the row's badge and buttons follow the server's answer. */
const refreshUser = (id: string) => [
  { type: 'User' as const, id },
  { type: 'User' as const, id: 'LIST' },
];

// Admins undo on accounts (decision 0045); each refreshes the user lists once the server said yes.
export const accountAdminApi = adminUsersApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /api/users/student/{id}: back to student, with an optional reason. */
    demoteUser: build.mutation<Changed, { id: string; reason?: string }>({
      query: ({ id, reason }) => declaredRequest('demoteUser', { params: { id }, body: { reason } }),
      invalidatesTags: (result, error, { id }) => (error ? [] : refreshUser(id)),
    }),
    /** PATCH /api/users/{id}/suspend: the reason is required (the user is mailed it). */
    suspendUser: build.mutation<Changed, { id: string; reason: string }>({
      query: ({ id, reason }) => declaredRequest('suspendUser', { params: { id }, body: { reason } }),
      invalidatesTags: (result, error, { id }) => (error ? [] : refreshUser(id)),
    }),
    /** PATCH /api/users/{id}/reactivate. */
    reactivateUser: build.mutation<Changed, { id: string; reason?: string }>({
      query: ({ id, reason }) => declaredRequest('reactivateUser', { params: { id }, body: { reason } }),
      invalidatesTags: (result, error, { id }) => (error ? [] : refreshUser(id)),
    }),
  }),
});

export const { useDemoteUserMutation, useSuspendUserMutation, useReactivateUserMutation } = accountAdminApi;
