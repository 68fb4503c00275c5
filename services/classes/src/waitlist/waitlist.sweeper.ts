import { Inject, Injectable, Logger } from '@nestjs/common';
import { BackgroundJob, SERVICE_CONFIG } from '@classhub/nest-kit';
import type { ClassesConfig } from '../config/classes.config.js';
import { WaitlistStore } from './persistence/waitlist.store.js';

const SWEEP_BATCH = 100;

/** Expires the offers nobody claimed in their window, each seat passed to the next in line or to everyone. */
@Injectable()
export class WaitlistSweeper extends BackgroundJob {
  private readonly logger = new Logger(WaitlistSweeper.name);

  constructor(
    @Inject(SERVICE_CONFIG) config: ClassesConfig,
    private readonly store: WaitlistStore,
  ) {
    super('Waitlist offer sweep', { intervalMs: config.WAITLIST_SWEEP_INTERVAL_MS });
  }

  protected async work(): Promise<void> {
    const expired = await this.expireOffers();
    if (expired > 0) this.logger.log(`Expired ${expired} waitlist offer(s)`);
  }

  /** One pass (or the pass in progress). */
  sweep(): Promise<void> {
    return this.runNow();
  }

  private async expireOffers(): Promise<number> {
    let expired = 0;
    for (;;) {
      const offers = await this.store.expiredOfferIds(SWEEP_BATCH);
      for (const offerId of offers) if (await this.store.expireOffer(offerId)) expired++;
      if (offers.length < SWEEP_BATCH) return expired;
    }
  }
}
