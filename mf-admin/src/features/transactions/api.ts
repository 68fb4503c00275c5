import { declaredRequest, type DeclaredBody, type DeclaredResponse } from '@classhub/contracts';
import { adminPaymentsApi } from '../admin-home/api';

// A refund changes the payment and may add or close a task: both lists are read again.
const REFUND_CHANGES = [
  { type: 'Payment' as const, id: 'LIST' },
  { type: 'Payment' as const, id: 'REFUND_TASKS' },
];

export const refundsAdminApi = adminPaymentsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/refund-tasks: failed refunds no admin has resolved yet, oldest first. */
    listRefundTasks: build.query<DeclaredResponse<'listRefundTasks'>, void>({
      query: () => declaredRequest('listRefundTasks'),
      providesTags: [{ type: 'Payment', id: 'REFUND_TASKS' }],
    }),
    /** POST /api/admin/payments/{id}/refund: refunds any payment in full, with the admin's reason. */
    refundPayment: build.mutation<
      DeclaredResponse<'refundPaymentAsAdmin'>,
      { id: string } & DeclaredBody<'refundPaymentAsAdmin'>
    >({
      query: ({ id, ...body }) => declaredRequest('refundPaymentAsAdmin', { params: { id }, body }),
      invalidatesTags: (result, error) => (error ? [] : REFUND_CHANGES),
    }),
    /** POST /api/admin/refund-tasks/{id}/retry: asks the provider again, as a new refund. */
    retryRefund: build.mutation<DeclaredResponse<'retryRefund'>, string>({
      query: (id) => declaredRequest('retryRefund', { params: { id } }),
      invalidatesTags: (result, error) => (error ? [] : REFUND_CHANGES),
    }),
    /** POST /api/admin/refund-tasks/{id}/resolve: closes the task with how the money went back. */
    resolveRefund: build.mutation<
      DeclaredResponse<'resolveRefundTask'>,
      { id: string } & DeclaredBody<'resolveRefundTask'>
    >({
      query: ({ id, ...body }) => declaredRequest('resolveRefundTask', { params: { id }, body }),
      invalidatesTags: (result, error) => (error ? [] : REFUND_CHANGES),
    }),
  }),
});

export const { useListRefundTasksQuery, useRefundPaymentMutation, useRetryRefundMutation, useResolveRefundMutation } =
  refundsAdminApi;
export { useListPaymentsQuery } from '../admin-home/api';
