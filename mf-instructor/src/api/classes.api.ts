import { declaredRequest, IMAGE_UPLOAD_FIELD, type DeclaredBody, type DeclaredResponse } from '@classhub/contracts';
import { api } from '@classhub/web-query';

/** POST /classes: the server takes name and email from the token and forces enrolled 0. */
export type CreateClassBody = DeclaredBody<'addClass'>;

const CLASS_LIST = { type: 'Class' as const, id: 'LIST' };

/**
 * The instructor's class calls. They live outside any one feature because My Classes, Add A Class and Instructor
 * home all use them, and features never import each other.
 */
export const instructorClassesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/classes/{email}: the instructor's own classes with status and feedback, newest first. */
    listInstructorClasses: build.query<DeclaredResponse<'listInstructorClasses'>, string>({
      query: (email) => declaredRequest('listInstructorClasses', { params: { email } }),
      providesTags: (classes = []) => [...classes.map(({ _id }) => ({ type: 'Class' as const, id: _id })), CLASS_LIST],
    }),
    /** POST /api/media/classes (multipart field `image`): answers `{success, data: {display_url}}`. */
    createClassImage: build.mutation<DeclaredResponse<'uploadClassImage'>, File>({
      query: (file) => {
        const body = new FormData();
        body.append(IMAGE_UPLOAD_FIELD, file);
        return declaredRequest('uploadClassImage', { body });
      },
    }),
    /** POST /api/classes: answers `{insertedId}`; refreshes the instructor's list (and the admin's) on success. */
    createClass: build.mutation<DeclaredResponse<'addClass'>, CreateClassBody>({
      query: (body) => declaredRequest('addClass', { body }),
      invalidatesTags: (result, error) => (error ? [] : [CLASS_LIST]),
    }),
  }),
});

export const { useListInstructorClassesQuery, useCreateClassImageMutation, useCreateClassMutation } =
  instructorClassesApi;
