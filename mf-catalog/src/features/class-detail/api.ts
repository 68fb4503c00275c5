import { addressedRequest, type DeclaredResponse } from '@classhub/contracts';
import { api } from '@classhub/web-query';

export const classDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/classes/{id}/detail: one approved class; 404 for any other id, 400 for a malformed one. */
    getClassDetail: build.query<DeclaredResponse<'getClassDetail'>, string>({
      query: (id) =>
        addressedRequest('getClassDetail', { method: 'GET', path: '/classes/:id/detail' }, { params: { id } }),
      providesTags: (cls, error, id) => [{ type: 'Class', id }],
    }),
  }),
});

export const { useGetClassDetailQuery } = classDetailApi;
