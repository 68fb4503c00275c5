import { Module } from '@nestjs/common';
import { WaitlistModule } from '../waitlist/waitlist.module.js';
import { FairHolds } from './fair-holds.policy.js';
import { PaymentCompletedHandler } from './payment-completed.handler.js';
import { SeatHoldsStore } from './persistence/seat-holds.store.js';
import { SeatHoldSweeper } from './seat-hold.sweeper.js';
import { SeatHoldsMessageController } from './seat-holds.message.controller.js';
import { SeatHoldsService } from './seat-holds.service.js';

/** The classes service's side of the checkout saga: seat holds, their expiry, and enrolment on payment. */
@Module({
  imports: [WaitlistModule],
  // The message controller is a provider: request and event handlers are discovered among providers.
  providers: [
    SeatHoldsStore,
    FairHolds,
    SeatHoldsService,
    SeatHoldsMessageController,
    SeatHoldSweeper,
    PaymentCompletedHandler,
  ],
  exports: [SeatHoldsService],
})
export class SeatsModule {}
