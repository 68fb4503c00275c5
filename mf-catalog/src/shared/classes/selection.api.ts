import type { ClassDto } from '@classhub/contracts';
import { api } from '@classhub/web-query';

/** POST /selected: the spec's payload (§7), a class as the signed-in student adds it to their selected classes. */
export interface CreateSelectionBody {
  className: string;
  classImage: string;
  instructorName: string;
  instructorEmail: string;
  availableSeats: number;
  price: number;
  enrolled: number;
  status: ClassDto['status'];
  /** The student's email and display name. */
  email: string;
  name: string;
  /** The class `_id`. */
  classId: string;
}

/** A present `insertedId` means the class was added (spec §8: the client acts only on a positive answer). */
export interface CreateSelectionResponse {
  insertedId?: string | null;
}

// Shared because Select behaves the same on /classes, the home page's Popular Classes and a class's detail page.
export const selectionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/selected: adds a class to the student's selected classes; refreshes their list on success. */
    createSelection: build.mutation<CreateSelectionResponse, CreateSelectionBody>({
      query: (body) => ({ url: '/selected', method: 'POST', body }),
      invalidatesTags: (result, error) => (error ? [] : [{ type: 'Selected', id: 'LIST' }]),
    }),
  }),
});

export const { useCreateSelectionMutation } = selectionApi;
