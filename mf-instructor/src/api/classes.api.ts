import { IMAGE_UPLOAD_FIELD, type ClassDto, type ImageUploadResponse, type InsertedResponse } from '@classhub/contracts';
import { api } from '@classhub/web-query';

/** POST /classes: the spec's payload (§7). The server takes name and email from the token and forces enrolled 0. */
export interface CreateClassBody {
  className: string;
  availableSeats: number;
  price: number;
  /** The `display_url` that POST /media/classes answered. */
  classImage: string;
  enrolled: 0;
  instructorName: string;
  instructorEmail: string;
}

const CLASS_LIST = { type: 'Class' as const, id: 'LIST' };

/**
 * The instructor's class calls. They live outside any one feature because My Classes, Add A Class and Instructor
 * home all use them, and features never import each other.
 */
export const instructorClassesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/classes/{email}: the instructor's own classes with status and feedback, newest first. */
    listInstructorClasses: build.query<ClassDto[], string>({
      query: (email) => `/classes/${encodeURIComponent(email)}`,
      providesTags: (classes = []) => [...classes.map(({ _id }) => ({ type: 'Class' as const, id: _id })), CLASS_LIST],
    }),
    /** POST /api/media/classes (multipart field `image`): answers `{success, data: {display_url}}`. */
    createClassImage: build.mutation<ImageUploadResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append(IMAGE_UPLOAD_FIELD, file);
        return { url: '/media/classes', method: 'POST', body };
      },
    }),
    /** POST /api/classes: answers `{insertedId}`; refreshes the instructor's list (and the admin's) on success. */
    createClass: build.mutation<InsertedResponse, CreateClassBody>({
      query: (body) => ({ url: '/classes', method: 'POST', body }),
      invalidatesTags: (result, error) => (error ? [] : [CLASS_LIST]),
    }),
  }),
});

export const { useListInstructorClassesQuery, useCreateClassImageMutation, useCreateClassMutation } = instructorClassesApi;
