import {
  declaredRequest,
  type ClassListPage,
  type DeclaredResponse,
  type ListClassesQueryInput,
} from '@classhub/contracts';
import { api } from '@classhub/web-query';

/** GET /classes without paging parameters: the spec's plain array. */
type AllClasses = Extract<DeclaredResponse<'listClasses'>, unknown[]>;

const CLASS_LIST = { type: 'Class' as const, id: 'LIST' };

/** GET /api/classes, shared by Manage Classes and Admin Home; features never import each other. */
export const adminClassesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/classes: every class of every status, with its feedback, newest first (admin only). */
    listClasses: build.query<AllClasses, void>({
      query: () => declaredRequest('listClasses'),
      providesTags: (classes = []) => [...classes.map(({ _id }) => ({ type: 'Class' as const, id: _id })), CLASS_LIST],
    }),
    /** GET /api/classes?status=&q=&page=&pageSize=: one page of the matching classes, newest first (decision 0044). */
    searchClasses: build.query<ClassListPage, ListClassesQueryInput>({
      query: (query) => declaredRequest('listClasses', { query }),
      providesTags: (page) => [
        ...(page?.items ?? []).map(({ _id }) => ({ type: 'Class' as const, id: _id })),
        CLASS_LIST,
      ],
    }),
  }),
});

export const { useListClassesQuery, useSearchClassesQuery } = adminClassesApi;
