import { declaredRequest, type DeclaredResponse, type ListUsersQueryInput, type UserPage } from '@classhub/contracts';
import { api } from '@classhub/web-query';

/** GET /users without paging parameters: the spec's plain array. */
type AllUsers = Extract<DeclaredResponse<'listUsers'>, unknown[]>;

const USER_LIST = { type: 'User' as const, id: 'LIST' };

/** GET /api/users, shared by Manage Users (the table) and Admin Home (Latest Users); features never import each other. */
export const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/users: every user (admin only). */
    listUsers: build.query<AllUsers, void>({
      query: () => declaredRequest('listUsers'),
      providesTags: (users = []) => [...users.map(({ _id }) => ({ type: 'User' as const, id: _id })), USER_LIST],
    }),
    /** GET /api/users?q=&role=&page=&pageSize=: one page of the users matching a search and a role (decision 0044). */
    searchUsers: build.query<UserPage, ListUsersQueryInput>({
      query: (query) => declaredRequest('listUsers', { query }),
      providesTags: (page) => [
        ...(page?.items ?? []).map(({ _id }) => ({ type: 'User' as const, id: _id })),
        USER_LIST,
      ],
    }),
  }),
});

export const { useListUsersQuery, useSearchUsersQuery } = adminUsersApi;
