import * as z from 'zod/mini';
import { insertedResponseSchema } from '../classes/class.responses.js';
import { defineRoutePrefix, defineRoutes, responseOf } from '../http/route-definition.js';
import {
  createPaymentIntentRequestSchema,
  createSelectionRequestSchema,
  enrolFreeRequestSchema,
  extendPaymentIntentRequestSchema,
  recordPaymentRequestSchema,
  testCardConfirmRequestSchema,
} from './payment.api.js';
import {
  createPaymentIntentResponseSchema,
  deletedCountSchema,
  extendPaymentIntentResponseSchema,
  paymentConfigResponseSchema,
  paymentSchema,
  recordPaymentResponseSchema,
  selectedClassSchema,
  stripeWebhookResponseSchema,
  testCardConfirmResponseSchema,
} from './payment.responses.js';
import { couponPreviewRequestSchema, createCouponRequestSchema } from './coupon.api.js';
import { couponPreviewSchema, couponSchema, receiptSchema } from './coupon.responses.js';
import { adminRefundRequestSchema, resolveRefundRequestSchema } from './refund.api.js';
import { refundSchema, refundTaskSchema } from './refund.responses.js';
import { rosterMailRequestSchema } from './roster.api.js';
import { rosterMailSentSchema, rosterSchema } from './roster.responses.js';

/** Payment providers' callbacks, forwarded byte for byte so their signatures still verify. */
export const WEBHOOKS_PREFIX = defineRoutePrefix('payments', '/webhooks/*');

export const PAYMENTS_ROUTES = defineRoutes('payments', {
  selectClass: {
    method: 'POST',
    path: '/selected',
    access: 'self',
    roles: ['student'],
    spec: true,
    body: createSelectionRequestSchema,
    response: insertedResponseSchema,
  },
  listSelectedClasses: {
    method: 'GET',
    path: '/selected/:email',
    access: 'self',
    spec: true,
    response: z.array(selectedClassSchema),
  },
  getSelectedClass: { method: 'GET', path: '/select/:id', access: 'self', spec: true, response: selectedClassSchema },
  removeSelectedClass: {
    method: 'DELETE',
    path: '/selected/:id',
    access: 'self',
    spec: true,
    response: deletedCountSchema,
  },
  createPaymentIntent: {
    method: 'POST',
    path: '/create-payment-intent',
    access: 'self',
    roles: ['student'],
    spec: true,
    body: createPaymentIntentRequestSchema,
    response: createPaymentIntentResponseSchema,
  },
  extendPaymentIntent: {
    method: 'POST',
    path: '/extend-payment-intent',
    access: 'self',
    roles: ['student'],
    body: extendPaymentIntentRequestSchema,
    response: extendPaymentIntentResponseSchema,
  },
  recordPayment: {
    method: 'POST',
    path: '/payment',
    access: 'self',
    roles: ['student'],
    spec: true,
    body: recordPaymentRequestSchema,
    response: recordPaymentResponseSchema,
  },
  listStudentPayments: {
    method: 'GET',
    path: '/payment',
    access: 'self',
    spec: true,
    query: z.object({ email: z.optional(z.string()) }),
    response: z.array(paymentSchema),
  },
  listInstructorPayments: {
    method: 'GET',
    path: '/instructorpayment',
    access: 'instructor',
    spec: true,
    query: z.object({ name: z.optional(z.string()) }),
    response: z.array(paymentSchema),
  },
  listAllPayments: {
    method: 'GET',
    path: '/allpayment',
    access: 'admin',
    spec: true,
    response: z.array(paymentSchema),
  },

  getPaymentConfig: { method: 'GET', path: '/payment-config', access: 'public', response: paymentConfigResponseSchema },
  confirmTestCard: {
    method: 'POST',
    path: '/test-provider/confirm',
    access: 'public',
    body: testCardConfirmRequestSchema,
    response: testCardConfirmResponseSchema,
  },
  enrolFree: {
    method: 'POST',
    path: '/enrol-free',
    access: 'self',
    roles: ['student'],
    body: enrolFreeRequestSchema,
    response: recordPaymentResponseSchema,
  },
  // Refunds (decision 0034): a student's own within the window, an admin's of any payment, and the failed ones to resolve.
  requestRefund: {
    method: 'POST',
    path: '/payments/:id/refund',
    access: 'self',
    roles: ['student'],
    response: refundSchema,
  },
  refundPaymentAsAdmin: {
    method: 'POST',
    path: '/admin/payments/:id/refund',
    access: 'admin',
    body: adminRefundRequestSchema,
    response: refundSchema,
  },
  listRefundTasks: {
    method: 'GET',
    path: '/admin/refund-tasks',
    access: 'admin',
    response: z.array(refundTaskSchema),
  },
  retryRefund: {
    method: 'POST',
    path: '/admin/refund-tasks/:id/retry',
    access: 'admin',
    response: refundSchema,
  },
  resolveRefundTask: {
    method: 'POST',
    path: '/admin/refund-tasks/:id/resolve',
    access: 'admin',
    body: resolveRefundRequestSchema,
    response: refundSchema,
  },
  createCoupon: {
    method: 'POST',
    path: '/coupons',
    access: 'instructor-or-admin',
    body: createCouponRequestSchema,
    response: couponSchema,
  },
  listCoupons: { method: 'GET', path: '/coupons', access: 'instructor-or-admin', response: z.array(couponSchema) },
  deactivateCoupon: {
    method: 'POST',
    path: '/coupons/:id/deactivate',
    access: 'instructor-or-admin',
    response: couponSchema,
  },
  previewCoupon: {
    method: 'POST',
    path: '/coupons/preview',
    access: 'self',
    roles: ['student'],
    body: couponPreviewRequestSchema,
    response: couponPreviewSchema,
  },
  getReceipt: { method: 'GET', path: '/payments/:id/receipt', access: 'self-or-admin', response: receiptSchema },
  // Issue 36 point 3, a class's roster (decision 0042): its instructor or an admin reads it and exports it as CSV; the
  // instructor mails its enrolled students. Under /roster, not /classes/:id/…, whose paths are the classes service's.
  getClassRoster: {
    method: 'GET',
    path: '/roster/:classId',
    access: 'instructor-or-admin',
    response: rosterSchema,
  },
  exportClassRoster: {
    method: 'GET',
    path: '/roster/:classId/export',
    access: 'instructor-or-admin',
    /** text/csv; charset=utf-8, as an attachment. */
    response: responseOf<string>(),
  },
  mailClassRoster: {
    method: 'POST',
    path: '/roster/:classId/mail',
    access: 'instructor',
    body: rosterMailRequestSchema,
    response: rosterMailSentSchema,
  },
  receiveStripeWebhook: {
    method: 'POST',
    path: '/webhooks/stripe',
    access: 'public',
    response: stripeWebhookResponseSchema,
  },
});
