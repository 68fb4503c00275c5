import type { ContactMessageCreatedResponse, ContactMessageRequest } from '@classhub/contracts';
import { api } from '@classhub/web-query';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/contact: the home page's contact form; the admins read it in their dashboard. */
    createContactMessage: build.mutation<ContactMessageCreatedResponse, ContactMessageRequest>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
      invalidatesTags: (result, error) => (error ? [] : [{ type: 'ContactMessage', id: 'LIST' }]),
    }),
  }),
});

export const { useCreateContactMessageMutation } = contactApi;
