import { declaredRequest, type DeclaredBody, type DeclaredResponse } from '@classhub/contracts';
import { adminClassesApi } from '../../shared/classes.api';

/** The two decisions an admin takes on a pending class (docs/product.md#class-status). */
export type ClassDecision = 'approved' | 'denied';

// A 404 or 409 means our copy of the list is stale (another admin decided or the class is gone): refresh it too.
const STALE_LIST = new Set<unknown>([404, 409]);

// Builds on the shared list, so the mutations can update its cached cards.
export const manageClassesApi = adminClassesApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /api/classe/approved/{id} or /api/classe/denied/{id}: 409 once the class is no longer pending. */
    updateClassStatus: build.mutation<
      DeclaredResponse<'approveClass' | 'denyClass'>,
      { id: string; status: ClassDecision }
    >({
      query: ({ id, status }) =>
        status === 'approved'
          ? declaredRequest('approveClass', { params: { id } })
          : declaredRequest('denyClass', { params: { id } }),
      invalidatesTags: (result, error, { id }) =>
        !error || STALE_LIST.has(error.status)
          ? [
              { type: 'Class', id },
              { type: 'Class', id: 'LIST' },
            ]
          : [],
      // Shows the new status at once; the refetch that the tags trigger then confirms it.
      async onQueryStarted({ id, status }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data || data.modifiedCount < 1) return;
        dispatch(
          manageClassesApi.util.updateQueryData('listClasses', undefined, (classes) => {
            const cls = classes.find(({ _id }) => _id === id);
            if (cls) cls.status = status;
          }),
        );
      },
    }),
    /** PUT /api/feedback/{id} with the spec's `{feedback, id}` body. */
    updateClassFeedback: build.mutation<
      DeclaredResponse<'sendClassFeedback'>,
      Required<DeclaredBody<'sendClassFeedback'>>
    >({
      query: ({ id, feedback }) => declaredRequest('sendClassFeedback', { params: { id }, body: { feedback, id } }),
      invalidatesTags: (result, error, { id }) => (error ? [] : [{ type: 'Class', id }]),
      async onQueryStarted({ id, feedback }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data || data.modifiedCount < 1) return;
        dispatch(
          manageClassesApi.util.updateQueryData('listClasses', undefined, (classes) => {
            const cls = classes.find(({ _id }) => _id === id);
            if (cls) cls.feedback = feedback;
          }),
        );
      },
    }),
  }),
});

export { useListClassesQuery, useSearchClassesQuery } from '../../shared/classes.api';
export const { useUpdateClassStatusMutation, useUpdateClassFeedbackMutation } = manageClassesApi;
