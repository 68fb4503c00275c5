import { addressedRequest, type DeclaredResponse } from '@classhub/contracts';
import { api } from '@classhub/web-query';

export const instructorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/instructors: everyone with the instructor role. */
    listInstructors: build.query<DeclaredResponse<'listInstructors'>, void>({
      query: () => addressedRequest('listInstructors', { method: 'GET', path: '/instructors' }),
      providesTags: [{ type: 'User', id: 'INSTRUCTORS' }],
    }),
  }),
});

export const { useListInstructorsQuery } = instructorsApi;
