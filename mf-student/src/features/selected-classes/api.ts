import { declaredRequest, type DeclaredResponse } from '@classhub/contracts';
import { ownListsApi } from '@classhub/web-query';

/** DELETE /selected/{id}: above 0 means the class left the selection (docs/product.md#api). */
export type DeleteSelectedResponse = DeclaredResponse<'removeSelectedClass'>;

export const selectedClassesApi = ownListsApi.injectEndpoints({
  endpoints: (build) => ({
    /** DELETE /api/selected/{id}: removes one of the student's selected classes; refreshes the list on success. */
    deleteSelected: build.mutation<DeleteSelectedResponse, string>({
      query: (id) => declaredRequest('removeSelectedClass', { params: { id } }),
      invalidatesTags: (result, error, id) =>
        error
          ? []
          : [
              { type: 'Selected', id },
              { type: 'Selected', id: 'LIST' },
            ],
    }),
  }),
});

export { useListMySelectedQuery } from '@classhub/web-query';
export const { useDeleteSelectedMutation } = selectedClassesApi;
