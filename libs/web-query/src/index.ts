export { api, API_TAG_TYPES } from './api';
export { apiListener, apiMiddleware } from './api-listener';
// The remotes take RTK Query's "no request" argument from here, and the shell its refetch-on-focus switch, which
// mounting the API turns on: Redux Toolkit is the shell's, not a shared module, and RTK Query comes with this library.
export { setupListeners, skipToken } from '@reduxjs/toolkit/query';
export { ownListsApi, useListMyPaymentsQuery, useListMySelectedQuery } from './own-lists.api';
export { createStandaloneStore } from './standalone-store';
export {
  couponsApi,
  useCouponActions,
  useCreateCouponMutation,
  useDeactivateCouponMutation,
  useListCouponsQuery,
} from './coupons.api';
export {
  paymentPathOf,
  useClaimOffer,
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
  useListMyWaitlistQuery,
  useMyWaitlist,
  waitlistApi,
  type WaitlistEntryDto,
} from './waitlist.api';
export {
  createLiveSeats,
  liveSeats,
  LIVE_SEATS_URL,
  useLiveSeatFigures,
  useLiveSeats,
  useLiveSeatsList,
  withLiveSeats,
  type LiveSeats,
  type LiveSeatsOptions,
  type SeatFields,
} from './live-seats';
