import { ownListsApi } from '@classhub/web-query';

/** DELETE /selected/{id}: above 0 means the class left the selection (spec §8). */
export interface DeleteSelectedResponse {
  deletedCount: number;
}

export const selectedClassesApi = ownListsApi.injectEndpoints({
  endpoints: (build) => ({
    /** DELETE /api/selected/{id}: removes one of the student's selected classes; refreshes the list on success. */
    deleteSelected: build.mutation<DeleteSelectedResponse, string>({
      query: (id) => ({ url: `/selected/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (result, error, id) => (error ? [] : [{ type: 'Selected', id }, { type: 'Selected', id: 'LIST' }]),
    }),
  }),
});

export { useListMySelectedQuery } from '@classhub/web-query';
export const { useDeleteSelectedMutation } = selectedClassesApi;
