import { Body, Controller, HttpCode, Inject } from '@nestjs/common';
import { ROUTES, testCardConfirmRequestSchema, type TestCardConfirmResponse } from '@classhub/contracts';
import { Route, notFound, parseBody } from '@classhub/nest-kit';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payment-provider.js';
import { TestCardConfirmationService } from './test-card-confirmation.service.js';

/**
 * The test provider's card endpoint, public like Stripe's: the intent's client secret is the credential.
 * It answers 404 when Stripe takes the cards.
 */
@Controller()
export class TestProviderHttpController {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly confirmation: TestCardConfirmationService,
  ) {}

  @Route(ROUTES.confirmTestCard)
  @HttpCode(200)
  confirm(@Body() body: unknown): Promise<TestCardConfirmResponse> {
    if (this.provider.name !== 'test') throw notFound('The test provider is off: Stripe takes the cards');
    const request = parseBody(testCardConfirmRequestSchema, body);
    return this.confirmation.confirm(request.clientSecret, request.card);
  }
}
