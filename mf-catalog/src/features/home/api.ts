import { addressedRequest, type DeclaredResponse } from '@classhub/contracts';
import { api } from '@classhub/web-query';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/popularclass: the 6 approved classes with the most students. */
    listPopularClasses: build.query<DeclaredResponse<'listPopularClasses'>, void>({
      query: () => addressedRequest('listPopularClasses', { method: 'GET', path: '/popularclass' }),
      providesTags: (classes = []) => [
        ...classes.map(({ _id }) => ({ type: 'Class' as const, id: _id })),
        { type: 'Class', id: 'POPULAR' },
      ],
    }),
    /** GET /api/popularinstructors: the instructors whose approved classes have the most students. */
    listPopularInstructors: build.query<DeclaredResponse<'listPopularInstructors'>, void>({
      query: () => addressedRequest('listPopularInstructors', { method: 'GET', path: '/popularinstructors' }),
      providesTags: [{ type: 'User', id: 'POPULAR_INSTRUCTORS' }],
    }),
  }),
});

export const { useListPopularClassesQuery, useListPopularInstructorsQuery } = homeApi;
