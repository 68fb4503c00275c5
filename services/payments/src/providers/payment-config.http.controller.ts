import { Controller, Get, Inject } from '@nestjs/common';
import type { PaymentConfigResponse } from '@classhub/contracts';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';

/** Which card form the browser shows: Stripe Elements with the publishable key, or the test provider's form. */
@Controller('payment-config')
export class PaymentConfigHttpController {
  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  @Get()
  get(): PaymentConfigResponse {
    return this.provider.name === 'stripe' && this.provider.publishableKey
      ? { provider: 'stripe', publishableKey: this.provider.publishableKey }
      : { provider: 'test' };
  }
}
