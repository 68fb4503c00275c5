// The waitlist's students and checks (decision 0038) live beside the platform launcher (tools/platform), where the
// chaos test uses them too.
export { checkoutConsistency } from '../../tools/platform/checkout-consistency.mjs';
export { query } from '../../tools/platform/database-query.mjs';
export { gatewayClient } from '../../tools/platform/gateway-client.mjs';
export { studentRefund } from '../../tools/platform/student-refund.mjs';
export { claimOffer, joinWaitlist, placeOf } from '../../tools/platform/student-waitlist.mjs';
export { seatSample, waitlistConsistency, watchSeats } from '../../tools/platform/waitlist-consistency.mjs';
export { waitlistMails } from '../../tools/platform/waitlist-mails.mjs';
