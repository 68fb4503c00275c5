import { declaredRequest, type DeclaredResponse } from '@classhub/contracts';
import { adminUsersApi } from '../../shared/users.api';

/** The roles an admin can give (docs/product.md#user-role); a student is whoever holds neither. */
export type GrantableRole = 'admin' | 'instructor';

/** PATCH /users/{role}/{id}: above 0 means the role changed (docs/product.md#session-and-users). */
export type UpdateRoleResponse = DeclaredResponse<'makeAdmin' | 'makeInstructor'>;

// Builds on the shared list, so the role change can update its cached rows.
export const usersApi = adminUsersApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /api/users/admin/{id} or /api/users/instructor/{id}; refreshes every user list on success. */
    updateUserRole: build.mutation<UpdateRoleResponse, { id: string; role: GrantableRole }>({
      query: ({ id, role }) =>
        role === 'admin'
          ? declaredRequest('makeAdmin', { params: { id } })
          : declaredRequest('makeInstructor', { params: { id } }),
      invalidatesTags: (result, error, { id }) =>
        error
          ? []
          : [
              { type: 'User', id },
              { type: 'User', id: 'LIST' },
            ],
      // Shows the new role at once; the refetch that the tags trigger then confirms it.
      async onQueryStarted({ id, role }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data || data.modifiedCount < 1) return;
        dispatch(
          usersApi.util.updateQueryData('listUsers', undefined, (users) => {
            const user = users.find(({ _id }) => _id === id);
            if (user) user.role = role;
          }),
        );
      },
    }),
  }),
});

export { useListUsersQuery, useSearchUsersQuery } from '../../shared/users.api';
export const { useUpdateUserRoleMutation } = usersApi;
