import { declaredRequest, type DeclaredBody, type DeclaredResponse } from '@classhub/contracts';
import { apiErrorMessage } from '@classhub/web-api';
import { api } from './api';

/**
 * Promotion codes, for the admin's Coupons page (any class, or all) and the instructor's (their own classes): one
 * definition, as the server decides what each may see and do.
 */
// Tagged as payments' data under an id of their own: a new tag type would change the shared API's type, a major
// version of this library for every remote.
export const couponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/coupons: an admin's every code, an instructor's own classes' codes; newest first, times redeemed. */
    listCoupons: build.query<DeclaredResponse<'listCoupons'>, void>({
      query: () => declaredRequest('listCoupons'),
      providesTags: [{ type: 'Payment', id: 'COUPONS' }],
    }),
    /** POST /api/coupons: 400/403/404/409 with the reason when the code cannot be made. */
    createCoupon: build.mutation<DeclaredResponse<'createCoupon'>, DeclaredBody<'createCoupon'>>({
      query: (body) => declaredRequest('createCoupon', { body }),
      invalidatesTags: (result, error) => (error ? [] : [{ type: 'Payment', id: 'COUPONS' }]),
    }),
    /** POST /api/coupons/{id}/deactivate: the code can no longer be used (its text can be used again). */
    deactivateCoupon: build.mutation<DeclaredResponse<'deactivateCoupon'>, string>({
      query: (id) => declaredRequest('deactivateCoupon', { params: { id } }),
      invalidatesTags: (result, error) => (error ? [] : [{ type: 'Payment', id: 'COUPONS' }]),
    }),
  }),
});

export const { useListCouponsQuery, useCreateCouponMutation, useDeactivateCouponMutation } = couponsApi;

/** The Coupons pages' two calls, each answering why it was refused (the server's words) or null. */
export function useCouponActions() {
  const [createCoupon] = useCreateCouponMutation();
  const [deactivateCoupon] = useDeactivateCouponMutation();
  const refusalOf = (call: Promise<unknown>) =>
    call.then(
      () => null,
      (error: unknown) => apiErrorMessage(error),
    );
  return {
    onCreate: (body: DeclaredBody<'createCoupon'>) => refusalOf(createCoupon(body).unwrap()),
    onDeactivate: (id: string) => refusalOf(deactivateCoupon(id).unwrap()),
  };
}
