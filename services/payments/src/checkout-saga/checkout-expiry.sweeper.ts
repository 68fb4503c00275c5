import { Inject, Injectable } from '@nestjs/common';
import { BackgroundJob, SERVICE_CONFIG } from '@classhub/nest-kit';
import type { PaymentsConfig } from '../config/payments.config.js';
import { CheckoutOutcomes } from './checkout-outcomes.service.js';
import { CheckoutsRepository } from './persistence/checkouts.repository.js';
import { SeatRelease } from './seat-release.service.js';

const BATCH = 100;

/**
 * Cancels the intents of checkouts whose seat hold has expired, so a card cannot be charged for a seat no longer
 * held; an intent that succeeded meanwhile is recorded instead (classes then enrols or refunds).
 */
@Injectable()
export class CheckoutExpirySweeper extends BackgroundJob {
  constructor(
    @Inject(SERVICE_CONFIG) config: PaymentsConfig,
    private readonly checkouts: CheckoutsRepository,
    private readonly seats: SeatRelease,
    private readonly outcomes: CheckoutOutcomes,
  ) {
    super('Checkout expiry sweep', { intervalMs: config.CHECKOUT_SWEEP_INTERVAL_MS });
  }

  protected async work(): Promise<void> {
    await this.sweep();
  }

  async sweep(now = new Date()): Promise<number> {
    const expired = await this.checkouts.expired(now, BATCH);
    for (const checkout of expired) {
      const succeeded = await this.seats.close(checkout, 'expired', true);
      if (succeeded) await this.outcomes.intentSucceeded(succeeded);
    }
    return expired.length;
  }
}
