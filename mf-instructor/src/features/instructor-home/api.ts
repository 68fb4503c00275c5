import { declaredRequest, type DeclaredResponse } from '@classhub/contracts';
import { api } from '@classhub/web-query';

export const instructorSalesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/instructorpayment: the signed-in instructor's own sales, newest first (refunded ones included). */
    listInstructorPayments: build.query<DeclaredResponse<'listInstructorPayments'>, void>({
      query: () => declaredRequest('listInstructorPayments'),
      providesTags: [{ type: 'Payment', id: 'LIST' }],
    }),
  }),
});

export const { useListInstructorPaymentsQuery } = instructorSalesApi;
