import { Body, Controller, HttpCode, Inject } from '@nestjs/common';
import {
  ROUTES,
  createPaymentIntentRequestSchema,
  enrolFreeRequestSchema,
  extendPaymentIntentRequestSchema,
  PAYMENT_MESSAGES,
  recordPaymentRequestSchema,
  type CreatePaymentIntentResponse,
  type ExtendPaymentIntentResponse,
  type RecordPaymentResponse,
} from '@classhub/contracts';
import { Route, conflict, CurrentUser, notFound, parseBody, type AuthenticatedUser } from '@classhub/nest-kit';
import { CheckoutOutcomes } from '../checkout-saga/checkout-outcomes.service.js';
import { CheckoutService } from '../checkout-saga/checkout.service.js';
import { SeatHoldExtension } from '../checkout-saga/seat-hold-extension.service.js';
import { CheckoutsRepository } from '../checkout-saga/persistence/checkouts.repository.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider.js';
import { requireVerifiedEmail } from './verified-email.js';

/** Card payment (docs/product.md#card-payment), for the signed-in student's own cart items. */
@Controller()
export class CheckoutHttpController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly extension: SeatHoldExtension,
    private readonly outcomes: CheckoutOutcomes,
    private readonly checkouts: CheckoutsRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  @Route(ROUTES.createPaymentIntent)
  @HttpCode(200)
  createIntent(@CurrentUser() student: AuthenticatedUser, @Body() body: unknown): Promise<CreatePaymentIntentResponse> {
    requireVerifiedEmail(student);
    const { selecteItemId, couponCode } = parseBody(createPaymentIntentRequestSchema, body);
    return this.checkout.createIntent(student, selecteItemId, couponCode);
  }

  /** The student is still paying: their seat is held one more window, if nobody else is waiting for the class. */
  @Route(ROUTES.extendPaymentIntent)
  @HttpCode(200)
  extend(@CurrentUser() student: AuthenticatedUser, @Body() body: unknown): Promise<ExtendPaymentIntentResponse> {
    const { paymentIntentId } = parseBody(extendPaymentIntentRequestSchema, body);
    return this.extension.extend(student, paymentIntentId);
  }

  /** Joins a free class: its seat is held and recorded as a $0.00 payment, then classes enrols the student. */
  @Route(ROUTES.enrolFree)
  @HttpCode(201)
  enrolFree(@CurrentUser() student: AuthenticatedUser, @Body() body: unknown): Promise<RecordPaymentResponse> {
    requireVerifiedEmail(student);
    const { selecteItemId, couponCode } = parseBody(enrolFreeRequestSchema, body);
    return this.checkout.enrolFree(student, selecteItemId, couponCode);
  }

  /**
   * The browser reports a confirmed card payment. Nothing it says is trusted: the intent is retrieved from the
   * provider and must have succeeded for this student's cart item; recording is idempotent.
   */
  @Route(ROUTES.recordPayment)
  @HttpCode(201)
  async record(@CurrentUser() student: AuthenticatedUser, @Body() body: unknown): Promise<RecordPaymentResponse> {
    const { transactionId, selecteItemId } = parseBody(recordPaymentRequestSchema, body);
    const intent = await this.provider.retrieveIntent(transactionId);
    const checkout = intent && (await this.checkouts.ofIntent(intent.id));
    if (!intent || !checkout || checkout.studentId !== student.id) throw notFound(PAYMENT_MESSAGES.paymentNotSucceeded);
    if (checkout.selectionId !== selecteItemId) throw conflict(PAYMENT_MESSAGES.paymentMismatch);
    if (intent.status !== 'succeeded') throw conflict(PAYMENT_MESSAGES.paymentNotSucceeded);
    const paymentId = await this.outcomes.paymentOfSucceeded(intent, checkout);
    if (!paymentId) throw conflict(PAYMENT_MESSAGES.paymentNotSucceeded);
    return { insertResult: { insertedId: paymentId } };
  }
}
