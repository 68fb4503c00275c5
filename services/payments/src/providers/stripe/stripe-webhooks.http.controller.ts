import { Controller, Headers, HttpCode, Inject, Logger, Req } from '@nestjs/common';
import { Route, badRequest, notFound } from '@classhub/nest-kit';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payment-provider.js';
import { StripePaymentProvider } from './stripe-payment.provider.js';
import { StripeWebhooksService, type StripeWebhookOutcome } from './stripe-webhooks.service.js';
import { ROUTES } from '@classhub/contracts';

const INVALID_SIGNATURE = 'Invalid Stripe signature';

/** Stripe's webhook endpoint: signed events about payment intents (docs/architecture.md#checkout-saga, step 3). */
@Controller()
export class StripeWebhooksHttpController {
  private readonly logger = new Logger(StripeWebhooksHttpController.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly webhooks: StripeWebhooksService,
  ) {}

  /** Needs the app created with `rawBody: true`: the signature covers the exact bytes Stripe sent. */
  @Route(ROUTES.receiveStripeWebhook)
  @HttpCode(200)
  async receive(
    @Req() request: { rawBody?: Buffer; body?: unknown },
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; outcome: StripeWebhookOutcome }> {
    if (!(this.provider instanceof StripePaymentProvider)) throw notFound('Stripe is not configured');
    if (!request.rawBody && request.body !== undefined)
      this.logger.error('No raw request body: create the app with rawBody: true');
    if (!signature || !request.rawBody) throw badRequest(INVALID_SIGNATURE);
    let event;
    try {
      event = this.provider.verifyWebhook(request.rawBody, signature);
    } catch {
      throw badRequest(INVALID_SIGNATURE);
    }
    return { received: true, outcome: await this.webhooks.handle(event) };
  }
}
