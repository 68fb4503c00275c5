import { declaredRequest, type DeclaredResponse } from '@classhub/contracts';
import { api } from '@classhub/web-query';

export const receiptApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/payments/{id}/receipt: the payment's receipt; 404 unless it is the user's own (or the user is an admin). */
    getReceipt: build.query<DeclaredResponse<'getReceipt'>, string>({
      query: (id) => declaredRequest('getReceipt', { params: { id } }),
      providesTags: (receipt, error, id) => [{ type: 'Payment', id }],
    }),
  }),
});

export const { useGetReceiptQuery } = receiptApi;
