import { declaredRequest, type DeclaredResponse } from '@classhub/contracts';
import { ownListsApi } from '@classhub/web-query';

export const refundApi = ownListsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/payments/{id}/refund: asks for the refund of one of the student's payments (decision 0034); the seat
     * goes back and the money follows, so the payments and the catalogue's seats are read again.
     */
    requestRefund: build.mutation<DeclaredResponse<'requestRefund'>, string>({
      query: (paymentId) => declaredRequest('requestRefund', { params: { id: paymentId } }),
      invalidatesTags: (result, error) => (error ? [] : [{ type: 'Payment', id: 'LIST' }]),
    }),
  }),
});

export const { useRequestRefundMutation } = refundApi;
