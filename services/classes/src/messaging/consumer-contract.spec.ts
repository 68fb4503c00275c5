// What classes reads from the messages it receives, checked against the producers' schemas in @classhub/contracts:
// a producer change that takes one of these away fails here (consumer-driven contract).
import { describe, expect, it } from '@jest/globals';
import { consumerContractProblems, type FieldExpectation } from '@classhub/contracts';

// The roles read model (UserRolesProjection, @classhub/nest-kit) and the instructors' names on their classes
// (instructor-names/instructor-profiles.projection.ts).
const USER_ROLE: FieldExpectation = { userId: 'string', role: 'string', email: 'string', name: 'string' };

describe('classes as a consumer', () => {
  it('still gets from each message what it reads', () => {
    const problems = consumerContractProblems('classes', {
      events: {
        'identity.user.registered.v1': USER_ROLE,
        'identity.user.role-changed.v1': USER_ROLE,
        'identity.user.profile-updated.v1': USER_ROLE,
        // A suspension and its end carry the snapshot with `suspended` (decision 0045): its tokens stop working.
        'identity.user.suspended.v1': USER_ROLE,
        'identity.user.reactivated.v1': USER_ROLE,
        // The roles read model's tombstone (UserRolesProjection, @classhub/nest-kit): whose tokens stop working; and
        // whose waitlist places end (waitlist/persistence/waitlist.store.ts, decision 0038).
        'identity.account.deleted.v1': { userId: 'string' },
        // seats/payment-completed.handler.ts: the hold it pays for, and the payment that must be the one attached.
        'payments.payment.completed.v1': {
          paymentId: 'string',
          holdId: 'string',
          classId: 'string',
          studentId: 'string',
          transactionId: 'string',
          amountCents: 'integer',
        },
        // withdrawals/refund-requested.handler.ts: the enrolment to withdraw, and whose answer it is.
        'payments.refund.requested.v1': {
          refundId: 'string',
          paymentId: 'string',
          holdId: 'string',
          classId: 'string',
          studentId: 'string',
        },
      },
      asks: {
        // instructor-names/instructor-names.reconciliation.ts: the same fields, a page of users at a time.
        'identity.user.list.v1': { sends: { limit: 200 }, reads: { users: 'array', asOf: 'string' } },
      },
    });
    expect(problems).toEqual([]);
  });
});
