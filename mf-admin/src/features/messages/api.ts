import { declaredRequest, type DeclaredResponse } from '@classhub/contracts';
import { api } from '@classhub/web-query';

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/contact-messages: what visitors sent through the home page's contact form, newest first. */
    listContactMessages: build.query<DeclaredResponse<'listContactMessages'>, void>({
      query: () => declaredRequest('listContactMessages'),
      providesTags: [{ type: 'ContactMessage', id: 'LIST' }],
    }),
    /** PATCH /api/contact-messages/{id}: marks one read or unread; the list shows it at once. */
    updateContactMessage: build.mutation<DeclaredResponse<'markContactMessage'>, { id: string; read: boolean }>({
      query: ({ id, read }) => declaredRequest('markContactMessage', { params: { id }, body: { read } }),
      async onQueryStarted({ id, read }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          messagesApi.util.updateQueryData('listContactMessages', undefined, (messages) => {
            const message = messages.find(({ _id }) => _id === id);
            if (message) message.read = read;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    /** POST /api/contact-messages/{id}/reply: an admin's answer, kept with the message and mailed to the sender. */
    replyToContactMessage: build.mutation<DeclaredResponse<'replyToContactMessage'>, { id: string; reply: string }>({
      query: ({ id, reply }) => declaredRequest('replyToContactMessage', { params: { id }, body: { reply } }),
      invalidatesTags: [{ type: 'ContactMessage', id: 'LIST' }],
    }),
  }),
});

export const { useListContactMessagesQuery, useUpdateContactMessageMutation, useReplyToContactMessageMutation } =
  messagesApi;
