import { lazy, Suspense } from 'react';
import { LoadingState } from '../states';
import type { CouponsManagerProps } from './coupons-manager-view.lazy';

export type { CouponClassOption, CouponsManagerProps } from './coupons-manager-view.lazy';

// @classhub/ui is one shared module every page loads whole, the sign-in page included: the promotion codes' form and
// table (`*.lazy.tsx`, left out of the boot chunk: tools/rsbuild/boot-chunk.ts) are fetched by the two pages that
// show them.
const View = lazy(() => import(/* webpackChunkName: "coupons-manager" */ './coupons-manager-view.lazy'));

/**
 * Promotion codes (decision 0035): a form to make one (a percentage or an amount off, for a class or, for an admin,
 * every class; optional expiry, cap and minimum price) and the list with times redeemed and Deactivate. The admin's
 * and the instructor's Coupons pages hand in their classes and the calls.
 */
export function CouponsManager({ classes, allClasses, coupons, onCreate, onDeactivate }: CouponsManagerProps) {
  return (
    <Suspense fallback={<LoadingState label="Loading promotion codes" />}>
      <View {...{ classes, allClasses, coupons, onCreate, onDeactivate }} />
    </Suspense>
  );
}
