import { declaredRequest, type DeclaredBody, type DeclaredResponse } from '@classhub/contracts';
import { api } from '@classhub/web-query';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/contact: the home page's contact form; the admins read it in their dashboard. */
    createContactMessage: build.mutation<DeclaredResponse<'sendContactMessage'>, DeclaredBody<'sendContactMessage'>>({
      query: (body) => declaredRequest('sendContactMessage', { body }),
      invalidatesTags: (result, error) => (error ? [] : [{ type: 'ContactMessage', id: 'LIST' }]),
    }),
  }),
});

export const { useCreateContactMessageMutation } = contactApi;
