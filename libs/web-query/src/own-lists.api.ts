import { declaredRequest, type PaymentDto, type SelectedClassDto } from '@classhub/contracts';
import { api } from './api';

/**
 * The signed-in user's own selected classes and payments: the student pages list them and the catalogue marks the
 * classes in them ("Selected", "Enrolled"), so both use the one definition and share its cache. The names say "My":
 * every remote injects into the one API, where a name another remote uses (mf-admin's listPayments) would be refused.
 */
export const ownListsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/selected/{email}: the user's selected classes (the cart). */
    listMySelected: build.query<SelectedClassDto[], string>({
      query: (email) => declaredRequest('listSelectedClasses', { params: { email } }),
      // 'LIST' is the tag that Select (mf-catalog), delete and payment invalidate.
      providesTags: (items = []) => [
        ...items.map(({ _id }) => ({ type: 'Selected' as const, id: _id })),
        { type: 'Selected', id: 'LIST' },
      ],
    }),
    /** GET /api/payment?email={email}: the user's payments, newest first, each with its enrolment status. */
    listMyPayments: build.query<PaymentDto[], string>({
      query: (email) => declaredRequest('listStudentPayments', { query: { email } }),
      providesTags: [{ type: 'Payment', id: 'LIST' }],
    }),
  }),
});

export const { useListMySelectedQuery, useListMyPaymentsQuery } = ownListsApi;
