import type { SelectedClassDto } from '@classhub/contracts';
import { api } from '@classhub/web-api';

/** GET /selected/{email}, shared by Selected Classes (the table) and Student Home (the count); features never import each other. */
export const selectedApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/selected/{email}: the signed-in student's selected classes. */
    listSelected: build.query<SelectedClassDto[], string>({
      query: (email) => `/selected/${encodeURIComponent(email)}`,
      // 'LIST' is the tag that Select (mf-catalog), delete and payment invalidate.
      providesTags: (items = []) => [...items.map(({ _id }) => ({ type: 'Selected' as const, id: _id })), { type: 'Selected', id: 'LIST' }],
    }),
  }),
});

export const { useListSelectedQuery } = selectedApi;
