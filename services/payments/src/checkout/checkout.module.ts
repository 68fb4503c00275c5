import { Module } from '@nestjs/common';
import { SelectionsHttpController } from '../selections/selections.http.controller.js';
import { SelectionsService } from '../selections/selections.service.js';
import { CheckoutExpirySweeper } from './checkout-expiry.sweeper.js';
import { CheckoutOutcomes } from './checkout-outcomes.service.js';
import { CheckoutHttpController } from './checkout.http.controller.js';
import { CheckoutService } from './checkout.service.js';

/** The cart and the checkout saga; `CheckoutOutcomes` is the providers' event sink (see ProvidersModule). */
@Module({
  controllers: [SelectionsHttpController, CheckoutHttpController],
  providers: [
    SelectionsService,
    CheckoutService,
    CheckoutOutcomes,
    CheckoutExpirySweeper,
  ],
  exports: [CheckoutOutcomes],
})
export class CheckoutModule {}
