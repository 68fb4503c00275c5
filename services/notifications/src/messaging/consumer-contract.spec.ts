// What notifications reads from the messages it receives, checked against the producers' schemas in
// @classhub/contracts: a producer change that takes one of these away fails here (consumer-driven contract).
import { describe, expect, it } from '@jest/globals';
import { consumerContractProblems, type FieldExpectation } from '@classhub/contracts';

// users/user-events.handler.ts: the read model of users, the welcome and role-changed mails.
const USER: FieldExpectation = { userId: 'string', email: 'string', name: 'string', role: 'string' };
// mails/class-review-mails.handler.ts and the class templates.
const CLASS: FieldExpectation = {
  className: 'string',
  instructorEmail: 'string',
  instructorName: 'string',
  availableSeats: 'integer',
};
// mails/account-mails.handler.ts: who the mail is to.
const ACCOUNT: FieldExpectation = { userId: 'string', email: 'string', name: 'string' };
// mails/money-mails.handler.ts and the refund templates.
const REFUND: FieldExpectation = {
  paymentId: 'string',
  studentId: 'string',
  studentEmail: 'string',
  studentName: 'string',
  className: 'string',
  amountCents: 'integer',
  at: 'string',
};

// mails/waitlist-mails.handler.ts: the mail is keyed by the offer and sent to the student the read model knows.
const OFFER: FieldExpectation = { offerId: 'string', studentId: 'string', className: 'string' };
const REVIEW: FieldExpectation = { reviewId: 'string', classId: 'string', studentId: 'string', className: 'string' };

describe('notifications as a consumer', () => {
  it('still gets from each message what it reads', () => {
    const problems = consumerContractProblems('notifications', {
      events: {
        'identity.user.registered.v1': USER,
        'identity.user.role-changed.v1': USER,
        'identity.user.profile-updated.v1': USER,
        'identity.account.deleted.v1': { userId: 'string' },
        // mails/account-admin-mails.handler.ts (decision 0045): the read model of users and the mails.
        'identity.user.suspended.v1': { ...USER, reason: 'string', suspendedBy: 'string' },
        'identity.user.reactivated.v1': USER,
        'identity.account.password-reset-requested.v1': { ...ACCOUNT, resetUrl: 'string', expiresAt: 'string' },
        'identity.account.email-verification-requested.v1': {
          ...ACCOUNT,
          purpose: 'string',
          verifyUrl: 'string',
          expiresAt: 'string',
        },
        'identity.account.password-changed.v1': ACCOUNT,
        'identity.contact.replied.v1': {
          toEmail: 'string',
          toName: 'string',
          originalMessage: 'string',
          reply: 'string',
          repliedBy: 'string',
        },
        'classes.class.approved.v1': CLASS,
        'classes.class.denied.v1': CLASS,
        'classes.class.feedback-sent.v1': { ...CLASS, feedback: 'string' },
        'payments.receipt.issued.v1': {
          receiptNumber: 'integer',
          paymentId: 'string',
          issuedAt: 'string',
          studentId: 'string',
          studentEmail: 'string',
          studentName: 'string',
          className: 'string',
          instructorName: 'string',
          listPriceCents: 'integer',
          discountCents: 'integer',
          totalCents: 'integer',
          transactionId: 'string',
        },
        'payments.refund.succeeded.v1': REFUND,
        'payments.refund.failed.v1': { ...REFUND, failureReason: 'string' },
        // mails/class-changes-mails.handler.ts and its templates (decision 0041).
        'classes.class.cancelled.v1': {
          ...CLASS,
          cancelledBy: 'string',
          enrolledStudentIds: 'array',
          waitlistedStudentIds: 'array',
        },
        'classes.class.edit-approved.v1': CLASS,
        'classes.class.edit-denied.v1': { ...CLASS, reason: 'string' },
        // mails/waitlist-mails.handler.ts and the waitlist templates.
        'classes.waitlist.offer-made.v1': { ...OFFER, expiresAt: 'string' },
        'classes.waitlist.offer-expired.v1': OFFER,
        // mails/roster-mails.handler.ts and the roster template: one mail per named student.
        'payments.roster.mail-requested.v1': {
          mailId: 'string',
          className: 'string',
          instructorName: 'string',
          instructorEmail: 'string',
          subject: 'string',
          message: 'string',
          recipients: 'array',
        },
        // mails/review-mails.handler.ts and the review templates: the author the read model knows.
        'classes.review.hidden.v1': { ...REVIEW, reason: 'string' },
        'classes.review.answered.v1': { ...REVIEW, instructorName: 'string' },
      },
      asks: {
        // users/user-contacts.reconciliation.ts: a page of users at a time.
        'identity.user.list.v1': { sends: { limit: 200 }, reads: { users: 'array', asOf: 'string' } },
        // mails/receipt-calendar.ts (decision 0040): the receipt's calendar file.
        'classes.class.schedule.v1': {
          sends: { classId: '7d0f8a54-2c61-4b8e-9f0a-3e5d6c7b8a91' },
          reads: { found: 'boolean', sessions: 'array' },
        },
      },
    });
    expect(problems).toEqual([]);
  });
});
