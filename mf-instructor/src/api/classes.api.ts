import {
  declaredRequest,
  IMAGE_UPLOAD_FIELD,
  type ClassStatus,
  type DeclaredBody,
  type DeclaredResponse,
} from '@classhub/contracts';
import { api } from '@classhub/web-query';

/** POST /classes: the server takes name and email from the token and forces enrolled 0. */
export type CreateClassBody = DeclaredBody<'addClass'>;

const CLASS_LIST = { type: 'Class' as const, id: 'LIST' };

/** GET /classes/{email} without paging parameters: the spec's plain array. */
type InstructorClasses = Extract<DeclaredResponse<'listInstructorClasses'>, unknown[]>;

/**
 * The instructor's class calls. They live outside any one feature because My Classes, Add A Class and Instructor
 * home all use them, and features never import each other.
 */
export const instructorClassesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/classes/{email}: the instructor's own classes with status and feedback, newest first. */
    listInstructorClasses: build.query<InstructorClasses, string>({
      query: (email) => declaredRequest('listInstructorClasses', { params: { email } }),
      providesTags: (classes = []) => [...classes.map(({ _id }) => ({ type: 'Class' as const, id: _id })), CLASS_LIST],
    }),
    /** GET /api/classes/{email}?status=: the instructor's classes in one review status (decision 0044). */
    listInstructorClassesInStatus: build.query<InstructorClasses, { email: string; status: ClassStatus }>({
      query: ({ email, status }) => declaredRequest('listInstructorClasses', { params: { email }, query: { status } }),
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

export const {
  useListInstructorClassesQuery,
  useListInstructorClassesInStatusQuery,
  useCreateClassImageMutation,
  useCreateClassMutation,
} = instructorClassesApi;
