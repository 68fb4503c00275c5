import { declaredRequest, type DeclaredResponse } from '@classhub/contracts';
import { api } from '@classhub/web-query';

/** GET /api/classes, shared by Manage Classes and Admin Home; features never import each other. */
export const adminClassesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/classes: every class of every status, with its feedback, newest first (admin only). */
    listClasses: build.query<DeclaredResponse<'listClasses'>, void>({
      query: () => declaredRequest('listClasses'),
      providesTags: (classes = []) => [
        ...classes.map(({ _id }) => ({ type: 'Class' as const, id: _id })),
        { type: 'Class', id: 'LIST' },
      ],
    }),
  }),
});

export const { useListClassesQuery } = adminClassesApi;
