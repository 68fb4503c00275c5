import { declaredRequest, type DeclaredResponse } from '@classhub/contracts';
import { api } from '@classhub/web-query';

export const adminPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/allpayment: every payment, newest first, refunded ones included (admin only). */
    listPayments: build.query<DeclaredResponse<'listAllPayments'>, void>({
      query: () => declaredRequest('listAllPayments'),
      providesTags: [{ type: 'Payment', id: 'LIST' }],
    }),
  }),
});

export const { useListPaymentsQuery } = adminPaymentsApi;
