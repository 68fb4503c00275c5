import * as z from 'zod/mini';
import { defineRoutePrefix, defineRoutes, responseOf } from '../http/route-definition.js';
import {
  createPaymentIntentRequestSchema,
  createSelectionRequestSchema,
  enrolFreeRequestSchema,
  recordPaymentRequestSchema,
  testCardConfirmRequestSchema,
  type CreatePaymentIntentResponse,
  type PaymentConfigResponse,
  type PaymentDto,
  type RecordPaymentResponse,
  type SelectedClassDto,
  type TestCardConfirmResponse,
} from './payment.api.js';

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
    response: responseOf<{ insertedId: string }>(),
  },
  listSelectedClasses: { method: 'GET', path: '/selected/:email', access: 'self', spec: true, response: responseOf<SelectedClassDto[]>() },
  getSelectedClass: { method: 'GET', path: '/select/:id', access: 'self', spec: true, response: responseOf<SelectedClassDto>() },
  removeSelectedClass: { method: 'DELETE', path: '/selected/:id', access: 'self', spec: true, response: responseOf<{ deletedCount: number }>() },
  createPaymentIntent: {
    method: 'POST',
    path: '/create-payment-intent',
    access: 'self',
    roles: ['student'],
    spec: true,
    body: createPaymentIntentRequestSchema,
    response: responseOf<CreatePaymentIntentResponse>(),
  },
  recordPayment: {
    method: 'POST',
    path: '/payment',
    access: 'self',
    roles: ['student'],
    spec: true,
    body: recordPaymentRequestSchema,
    response: responseOf<RecordPaymentResponse>(),
  },
  listStudentPayments: {
    method: 'GET',
    path: '/payment',
    access: 'self',
    spec: true,
    query: z.object({ email: z.optional(z.string()) }),
    response: responseOf<PaymentDto[]>(),
  },
  listInstructorPayments: {
    method: 'GET',
    path: '/instructorpayment',
    access: 'instructor',
    spec: true,
    query: z.object({ name: z.optional(z.string()) }),
    response: responseOf<PaymentDto[]>(),
  },
  listAllPayments: { method: 'GET', path: '/allpayment', access: 'admin', spec: true, response: responseOf<PaymentDto[]>() },

  getPaymentConfig: { method: 'GET', path: '/payment-config', access: 'public', response: responseOf<PaymentConfigResponse>() },
  confirmTestCard: {
    method: 'POST',
    path: '/test-provider/confirm',
    access: 'public',
    body: testCardConfirmRequestSchema,
    response: responseOf<TestCardConfirmResponse>(),
  },
  enrolFree: {
    method: 'POST',
    path: '/enrol-free',
    access: 'self',
    roles: ['student'],
    body: enrolFreeRequestSchema,
    response: responseOf<RecordPaymentResponse>(),
  },
  receiveStripeWebhook: { method: 'POST', path: '/webhooks/stripe', access: 'public', response: responseOf<{ received: true; outcome: string }>() },
});
