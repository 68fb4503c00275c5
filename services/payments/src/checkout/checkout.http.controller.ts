import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import {
  createPaymentIntentRequestSchema,
  enrolFreeRequestSchema,
  PAYMENT_MESSAGES,
  recordPaymentRequestSchema,
  type CreatePaymentIntentResponse,
  type RecordPaymentResponse,
} from '@classhub/contracts';
import { conflict, CurrentUser, notFound, parseBody, Roles, type AuthenticatedUser } from '@classhub/nest-kit';
import { CheckoutOutcomes } from '../checkout-saga/checkout-outcomes.service.js';
import { CheckoutService } from '../checkout-saga/checkout.service.js';
import { CheckoutsRepository } from '../checkout-saga/checkouts.repository.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider.js';

/** Spec §7 Card payment, for the signed-in student's own cart items. */
@Controller()
@Roles('student')
export class CheckoutHttpController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly outcomes: CheckoutOutcomes,
    private readonly checkouts: CheckoutsRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  @Post('create-payment-intent')
  @HttpCode(200)
  createIntent(@CurrentUser() student: AuthenticatedUser, @Body() body: unknown): Promise<CreatePaymentIntentResponse> {
    const { selecteItemId } = parseBody(createPaymentIntentRequestSchema, body);
    return this.checkout.createIntent(student, selecteItemId);
  }

  /** Joins a free class: its seat is held and recorded as a $0.00 payment, then classes enrols the student. */
  @Post('enrol-free')
  @HttpCode(201)
  enrolFree(@CurrentUser() student: AuthenticatedUser, @Body() body: unknown): Promise<RecordPaymentResponse> {
    const { selecteItemId } = parseBody(enrolFreeRequestSchema, body);
    return this.checkout.enrolFree(student, selecteItemId);
  }

  /**
   * The browser reports a confirmed card payment. Nothing it says is trusted: the intent is retrieved from the
   * provider and must have succeeded for this student's cart item; recording is idempotent.
   */
  @Post('payment')
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
