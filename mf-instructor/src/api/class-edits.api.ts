import { declaredRequest, type DeclaredBody, type DeclaredResponse } from '@classhub/contracts';
import { api } from '@classhub/web-query';

/** PUT /classes/{id}/edit body: the Add A Class form's fields (decision 0041). */
export type ClassEditBody = DeclaredBody<'updateClass'>;

const CLASS_LIST = { type: 'Class' as const, id: 'LIST' };
const CLASS_EDITS = { type: 'Class' as const, id: 'EDITS' };

/**
 * Editing and cancelling the instructor's classes (decision 0041). The Edit page's form calls `useUpdateClassMutation`;
 * My Classes reads `useListClassEditsQuery` (an edit waiting for review, or the last one denied) and cancels.
 */
export const classEditsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/classes/{id}/edit: applied (pending), resubmitted (denied) or sent to review (approved). */
    updateClass: build.mutation<DeclaredResponse<'updateClass'>, { id: string; body: ClassEditBody }>({
      query: ({ id, body }) => declaredRequest('updateClass', { params: { id }, body }),
      invalidatesTags: (result, error, { id }) => (error ? [] : [{ type: 'Class', id }, CLASS_LIST, CLASS_EDITS]),
    }),
    /** POST /api/classes/{id}/cancel: off sale for good, every enrolled student refunded. */
    cancelClass: build.mutation<DeclaredResponse<'cancelClass'>, { id: string; reason?: string }>({
      query: ({ id, reason }) => declaredRequest('cancelClass', { params: { id }, body: reason ? { reason } : {} }),
      invalidatesTags: (result, error, { id }) => (error ? [] : [{ type: 'Class', id }, CLASS_LIST, CLASS_EDITS]),
    }),
    /** GET /api/classes/{id}/joining: the joining link and sessions, which the Edit page fills in. */
    getClassJoining: build.query<DeclaredResponse<'getClassJoining'>, string>({
      query: (id) => declaredRequest('getClassJoining', { params: { id } }),
      providesTags: (result, error, id) => [{ type: 'Class', id }],
    }),
    /** GET /api/class-edits: the instructor's edits waiting for review or denied, one per class. */
    listClassEdits: build.query<DeclaredResponse<'listClassEdits'>, void>({
      query: () => declaredRequest('listClassEdits'),
      providesTags: [CLASS_EDITS],
    }),
  }),
});

export const { useUpdateClassMutation, useCancelClassMutation, useListClassEditsQuery, useGetClassJoiningQuery } =
  classEditsApi;
