import { Controller, Inject } from '@nestjs/common';
import { ROUTES, type PaymentConfigResponse } from '@classhub/contracts';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { Route } from '@classhub/nest-kit';

/** Which card form the browser shows: Stripe Elements with the publishable key, or the test provider's form. */
@Controller()
export class PaymentConfigHttpController {
  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  @Route(ROUTES.getPaymentConfig)
  get(): PaymentConfigResponse {
    return this.provider.name === 'stripe' && this.provider.publishableKey
      ? { provider: 'stripe', publishableKey: this.provider.publishableKey }
      : { provider: 'test' };
  }
}
