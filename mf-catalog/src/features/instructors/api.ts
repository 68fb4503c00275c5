import { api } from '@classhub/web-api';

/** One entry of GET /api/instructors (spec §7): the public face of an instructor. */
export interface InstructorDto {
  photo: string;
  name: string;
  email: string;
  role: string;
}

export const instructorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/instructors: everyone with the instructor role. */
    listInstructors: build.query<InstructorDto[], void>({
      query: () => '/instructors',
      providesTags: [{ type: 'User', id: 'INSTRUCTORS' }],
    }),
  }),
});

export const { useListInstructorsQuery } = instructorsApi;
