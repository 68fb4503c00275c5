import type { PaymentDto } from '@classhub/contracts';
import { api } from '@classhub/web-api';

/** GET /payment?email=, shared by Enrolled Classes, Payment History and Student Home; features never import each other. */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/payment?email={email}: the student's payments, newest first, each with its enrolment status. */
    listPayments: build.query<PaymentDto[], string>({
      query: (email) => ({ url: '/payment', params: { email } }),
      providesTags: [{ type: 'Payment', id: 'LIST' }],
    }),
  }),
});

export const { useListPaymentsQuery } = paymentsApi;
