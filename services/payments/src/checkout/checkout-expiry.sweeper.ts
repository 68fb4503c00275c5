import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DRIZZLE, SERVICE_CONFIG } from '@classhub/nest-kit';
import { and, eq, lt } from 'drizzle-orm';
import type { PaymentsConfig } from '../config/payments.config.js';
import type { PaymentsDb } from '../db/payments-db.js';
import { CheckoutOutcomes } from './checkout-outcomes.service.js';
import { checkouts } from './checkout.entity.js';
import { CheckoutService } from './checkout.service.js';

/**
 * Cancels the intents of checkouts whose seat hold has expired, so a card cannot be charged for a seat no longer
 * held; an intent that succeeded meanwhile is recorded instead (classes then enrols or refunds).
 */
@Injectable()
export class CheckoutExpirySweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CheckoutExpirySweeper.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    @Inject(DRIZZLE) private readonly db: PaymentsDb,
    @Inject(SERVICE_CONFIG) private readonly config: PaymentsConfig,
    private readonly checkout: CheckoutService,
    private readonly outcomes: CheckoutOutcomes,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running ??= this.sweep()
        .then(() => undefined)
        .catch((error: unknown) => this.logger.error(`Checkout sweep failed: ${String(error)}`))
        .finally(() => (this.running = undefined));
    }, this.config.CHECKOUT_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  async sweep(now = new Date()): Promise<number> {
    const expired = await this.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.status, 'open'), lt(checkouts.expiresAt, now)))
      .limit(100);
    for (const checkout of expired) {
      const succeeded = await this.checkout.close(checkout, 'expired', true);
      if (succeeded) await this.outcomes.intentSucceeded(succeeded);
    }
    return expired.length;
  }
}
