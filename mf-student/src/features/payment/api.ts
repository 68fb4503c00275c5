import { declaredRequest, type DeclaredBody, type DeclaredResponse } from '@classhub/contracts';
import { api } from '@classhub/web-query';
import { onDeviceClock } from './server-clock';

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/select/{id}: the selected class to pay for (docs/product.md#payment: loaded first by id); 404 when it is
     * not the student's.
     */
    getSelected: build.query<DeclaredResponse<'getSelectedClass'>, string>({
      query: (id) => declaredRequest('getSelectedClass', { params: { id } }),
      providesTags: (item, error, id) => [{ type: 'Selected', id }],
    }),
    /** GET /api/payment-config: which card form to show (Stripe Elements or the built-in test provider's form). */
    getPaymentConfig: build.query<DeclaredResponse<'getPaymentConfig'>, void>({
      query: () => declaredRequest('getPaymentConfig'),
      keepUnusedDataFor: 600,
    }),
    /**
     * POST /api/create-payment-intent: holds a seat and returns the client secret. Asked when the student presses Pay,
     * not when the page opens, so looking at the page takes no seat from anyone. Repeat-safe on the server: a second
     * call for the same cart item answers the attempt still open.
     */
    createPaymentIntent: build.mutation<DeclaredResponse<'createPaymentIntent'>, DeclaredBody<'createPaymentIntent'>>({
      query: (body) => declaredRequest('createPaymentIntent', { body }),
      // The page counts down to the expiry on the device's clock.
      transformResponse: (intent: DeclaredResponse<'createPaymentIntent'>, meta) => ({
        ...intent,
        expiresAt: onDeviceClock(intent.expiresAt, meta),
      }),
    }),
    /**
     * POST /api/extend-payment-intent: the student is still paying, so the held seat is kept one more window from now
     * (decision 0029); 409 with the reason when it cannot be (others are waiting, the most a seat can be held, or the
     * hold has ended).
     */
    extendPaymentIntent: build.mutation<DeclaredResponse<'extendPaymentIntent'>, DeclaredBody<'extendPaymentIntent'>>({
      query: (body) => declaredRequest('extendPaymentIntent', { body }),
      transformResponse: ({ expiresAt }: DeclaredResponse<'extendPaymentIntent'>, meta) => ({
        expiresAt: onDeviceClock(expiresAt, meta),
      }),
    }),
    /**
     * POST /api/coupons/preview: what a promotion code takes off the cart item now, or why it cannot be used (its
     * message, 404 or 409). The server prices the seat again when the intent is created.
     */
    previewCoupon: build.mutation<DeclaredResponse<'previewCoupon'>, DeclaredBody<'previewCoupon'>>({
      query: (body) => declaredRequest('previewCoupon', { body }),
    }),
    /** POST /api/test-provider/confirm: the test provider's stand-in for Stripe.js confirmCardPayment. */
    confirmTestCard: build.mutation<DeclaredResponse<'confirmTestCard'>, DeclaredBody<'confirmTestCard'>>({
      query: (body) => declaredRequest('confirmTestCard', { body }),
    }),
    /** POST /api/payment: records the confirmed payment (repeat-safe); the cart, payments and class seats change. */
    createPayment: build.mutation<DeclaredResponse<'recordPayment'>, DeclaredBody<'recordPayment'>>({
      query: (body) => declaredRequest('recordPayment', { body }),
      invalidatesTags: (result, error) =>
        error ? [] : [{ type: 'Selected', id: 'LIST' }, { type: 'Payment', id: 'LIST' }, 'Class'],
    }),
    /** POST /api/enrol-free: joins a free class (a seat hold and a $0.00 payment, no card). */
    enrolFree: build.mutation<DeclaredResponse<'enrolFree'>, DeclaredBody<'enrolFree'>>({
      query: (body) => declaredRequest('enrolFree', { body }),
      invalidatesTags: (result, error) =>
        error ? [] : [{ type: 'Selected', id: 'LIST' }, { type: 'Payment', id: 'LIST' }, 'Class'],
    }),
  }),
});

export const {
  useGetSelectedQuery,
  useGetPaymentConfigQuery,
  useCreatePaymentIntentMutation,
  useExtendPaymentIntentMutation,
  useConfirmTestCardMutation,
  useCreatePaymentMutation,
  useEnrolFreeMutation,
  usePreviewCouponMutation,
} = checkoutApi;
