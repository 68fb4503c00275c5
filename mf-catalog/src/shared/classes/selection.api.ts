import { addressedRequest, type DeclaredBody, type DeclaredResponse } from '@classhub/contracts';
import { api } from '@classhub/web-query';

/** POST /selected: the class as the signed-in student adds it to their selected classes (only `classId` counts). */
export type CreateSelectionBody = DeclaredBody<'selectClass'>;

// Shared because Select behaves the same on /classes, the home page's Popular Classes and a class's detail page.
export const selectionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/selected: adds a class to the student's selected classes; refreshes their list on success. */
    createSelection: build.mutation<DeclaredResponse<'selectClass'>, CreateSelectionBody>({
      query: (body) => addressedRequest('selectClass', { method: 'POST', path: '/selected' }, { body }),
      invalidatesTags: (result, error) => (error ? [] : [{ type: 'Selected', id: 'LIST' }]),
    }),
  }),
});

export const { useCreateSelectionMutation } = selectionApi;
