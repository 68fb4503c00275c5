import { declaredRequest, type DeclaredResponse, type MailPreferences } from '@classhub/contracts';
import { api } from '@classhub/web-query';

const MAIL_PREFERENCES_TAG = { type: 'User' as const, id: 'MAIL_PREFERENCES' };

/** The signed-in user's mail preferences (notifications service, decision 0036). */
export const mailPreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMailPreferences: build.query<DeclaredResponse<'getMailPreferences'>, void>({
      query: () => declaredRequest('getMailPreferences'),
      providesTags: [MAIL_PREFERENCES_TAG],
    }),
    updateMailPreferences: build.mutation<DeclaredResponse<'updateMailPreferences'>, MailPreferences>({
      query: (body) => declaredRequest('updateMailPreferences', { body }),
      // The answer is the stored preferences: written into the cache rather than asked for again.
      async onQueryStarted(_preferences, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(mailPreferencesApi.util.upsertQueryData('getMailPreferences', undefined, data));
        } catch {
          // Not saved: the cache keeps the stored preferences, and the section says so.
        }
      },
    }),
  }),
});

export const { useGetMailPreferencesQuery, useUpdateMailPreferencesMutation } = mailPreferencesApi;
