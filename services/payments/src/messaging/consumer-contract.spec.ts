// What payments reads from the messages it receives and the replies to what it asks, checked against the producers'
// schemas in @classhub/contracts: a producer change that takes one of these away fails here (consumer-driven contract).
import { describe, expect, it } from '@jest/globals';
import { consumerContractProblems, type FieldExpectation } from '@classhub/contracts';

// The roles read model (UserRolesProjection, @classhub/nest-kit).
const USER_ROLE: FieldExpectation = { userId: 'string', role: 'string' };
// The class listings checkout prices and admits from (class-listings/class-listings-read-model.projection.ts).
const CLASS_LISTING: FieldExpectation = {
  classId: 'string',
  className: 'string',
  instructorName: 'string',
  instructorEmail: 'string',
  status: 'string',
  availableSeats: 'integer',
  enrolled: 'integer',
  price: 'number',
};
// checkout-saga/enrolment-outcomes.handler.ts
const ENROLMENT: FieldExpectation = { paymentId: 'string' };
const HOLD_ID = '0b6f3d1e-3a52-4c38-9a57-1f2a9c7e5d10';
const CLASS_ID = '5d7c1a2b-8e4f-4b6a-9c3d-2e1f0a9b8c7d';
const STUDENT_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

describe('payments as a consumer', () => {
  it('still gets from each message and reply what it reads, and its requests are still accepted', () => {
    const problems = consumerContractProblems('payments', {
      events: {
        'identity.user.registered.v1': USER_ROLE,
        'identity.user.role-changed.v1': USER_ROLE,
        'identity.user.profile-updated.v1': USER_ROLE,
        // A suspension and its end carry the snapshot with `suspended` (decision 0045): its tokens stop working.
        'identity.user.suspended.v1': USER_ROLE,
        'identity.user.reactivated.v1': USER_ROLE,
        // The roles read model's tombstone (UserRolesProjection, @classhub/nest-kit): whose tokens stop working.
        'identity.account.deleted.v1': { userId: 'string' },
        'classes.class.created.v1': CLASS_LISTING,
        'classes.class.approved.v1': CLASS_LISTING,
        'classes.class.denied.v1': CLASS_LISTING,
        'classes.class.updated.v1': CLASS_LISTING,
        'classes.class.enrolment-changed.v1': CLASS_LISTING,
        'classes.enrolment.confirmed.v1': ENROLMENT,
        'classes.enrolment.rejected.v1': { ...ENROLMENT, reason: 'string' },
        // refunds/enrolment-withdrawn.handler.ts: the refund whose seat is back.
        'classes.enrolment.withdrawn.v1': { refundId: 'string' },
        // cancellations/class-cancelled.handler.ts: the class whose paid enrolments are refunded (decision 0041).
        'classes.class.cancelled.v1': { classId: 'string' },
      },
      asks: {
        // checkout-saga/checkout.service.ts: the price charged, the name shown, how long the seat is held; or why not.
        'classes.seat.hold.v1': {
          sends: { holdId: HOLD_ID, classId: CLASS_ID, studentId: STUDENT_ID },
          reads: [
            { ok: 'boolean', holdId: 'string', priceCents: 'integer', className: 'string', expiresAt: 'string' },
            { ok: 'boolean', reason: 'string', message: 'string' },
          ],
        },
        'classes.seat.attach.v1': {
          sends: { holdId: HOLD_ID, intentId: 'pi_3QZ0000000000000' },
          reads: { attached: 'boolean' },
        },
        'classes.seat.release.v1': { sends: { holdId: HOLD_ID, reason: 'lapsed' }, reads: { released: 'boolean' } },
        // checkout-saga/seat-hold-extension.service.ts: the new expiry, or why the hold stays as it is.
        'classes.seat.extend.v1': {
          sends: { holdId: HOLD_ID },
          reads: [
            { ok: 'boolean', expiresAt: 'string' },
            { ok: 'boolean', reason: 'string', message: 'string' },
          ],
        },
        // checkout-saga/seat-requests/waiting-reports.ts: nothing read back but that it was heard.
        'classes.seat.waiting.v1': { sends: { classId: CLASS_ID, studentIds: [STUDENT_ID] }, reads: {} },
        // checkout-saga/seat-requests/waitlist-offers.ts: whether a full class's seat is kept for the student.
        'classes.waitlist.offer.v1': {
          sends: { classId: CLASS_ID, studentId: STUDENT_ID },
          reads: { offered: 'boolean' },
        },
        // The roles read model (UserRolesReconciliation, @classhub/nest-kit) and the class listings
        // (class-listings/class-listings.reconciliation.ts) repaired a page at a time: the fields above.
        'identity.user.list.v1': { sends: { limit: 200 }, reads: { users: 'array', asOf: 'string' } },
        'classes.class.list.v1': { sends: { limit: 200 }, reads: { classes: 'array', asOf: 'string' } },
      },
    });
    expect(problems).toEqual([]);
  });
});
