import { declaredRequest, type DeclaredResponse } from '@classhub/contracts';
import { adminClassesApi } from '../../shared/classes.api';

const CLASS_LIST = { type: 'Class' as const, id: 'LIST' };
const CLASS_EDITS = { type: 'Class' as const, id: 'EDITS' };
const refreshed = (id: string) => [{ type: 'Class' as const, id }, CLASS_LIST, CLASS_EDITS];

/** An admin's later decisions on classes (decision 0041): edits of approved classes, and reversed decisions. */
export const classDecisionsApi = adminClassesApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/class-edits: the edits waiting for review, each with the class as it is and as proposed. */
    listClassEdits: build.query<DeclaredResponse<'listClassEdits'>, void>({
      query: () => declaredRequest('listClassEdits'),
      providesTags: [CLASS_EDITS],
    }),
    approveClassEdit: build.mutation<DeclaredResponse<'approveClassEdit'>, { id: string }>({
      query: ({ id }) => declaredRequest('approveClassEdit', { params: { id } }),
      // A 409 (no edit any more, or seats that no longer fit) also means the list should be read again.
      invalidatesTags: (result, error, { id }) => refreshed(id),
    }),
    denyClassEdit: build.mutation<DeclaredResponse<'denyClassEdit'>, { id: string; reason: string }>({
      query: ({ id, reason }) => declaredRequest('denyClassEdit', { params: { id }, body: { reason } }),
      invalidatesTags: (result, error, { id }) => refreshed(id),
    }),
    reverseClassDecision: build.mutation<DeclaredResponse<'reverseClassDecision'>, { id: string; reason: string }>({
      query: ({ id, reason }) => declaredRequest('reverseClassDecision', { params: { id }, body: { reason } }),
      invalidatesTags: (result, error, { id }) => refreshed(id),
    }),
  }),
});

export const {
  useListClassEditsQuery,
  useApproveClassEditMutation,
  useDenyClassEditMutation,
  useReverseClassDecisionMutation,
} = classDecisionsApi;
