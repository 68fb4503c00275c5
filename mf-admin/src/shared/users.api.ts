import { declaredRequest, type DeclaredResponse } from '@classhub/contracts';
import { api } from '@classhub/web-query';

/** GET /api/users, shared by Manage Users (the table) and Admin Home (Latest Users); features never import each other. */
export const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/users: every user (admin only). */
    listUsers: build.query<DeclaredResponse<'listUsers'>, void>({
      query: () => declaredRequest('listUsers'),
      providesTags: (users = []) => [
        ...users.map(({ _id }) => ({ type: 'User' as const, id: _id })),
        { type: 'User', id: 'LIST' },
      ],
    }),
  }),
});

export const { useListUsersQuery } = adminUsersApi;
