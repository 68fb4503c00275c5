import { addressedRequest, type ClassPage } from '@classhub/contracts';
import { api } from '@classhub/web-query';
import { toApiSearch, type CatalogQuery } from './catalog-query';

export const classesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/approvedclass with search, filters, sort and paging: one page of the All Classes grid. */
    listApprovedClasses: build.query<ClassPage, CatalogQuery>({
      // Always paged (toApiSearch asks for a page), so the answer is the ClassPage side of the declared answer.
      query: (query) =>
        `${addressedRequest('listApprovedClasses', { method: 'GET', path: '/approvedclass' }).url}?${toApiSearch(query)}`,
      providesTags: (page) => [
        ...(page?.items ?? []).map(({ _id }) => ({ type: 'Class' as const, id: _id })),
        { type: 'Class', id: 'LIST' },
      ],
    }),
  }),
});

export const { useListApprovedClassesQuery } = classesApi;
