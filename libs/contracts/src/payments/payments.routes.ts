import * as z from 'zod/mini';
import { insertedResponseSchema } from '../classes/class.responses.js';
import { defineRoutePrefix, defineRoutes } from '../http/route-definition.js';
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
  receiveStripeWebhook: {
    method: 'POST',
    path: '/webhooks/stripe',
    access: 'public',
    response: stripeWebhookResponseSchema,
  },
});
