import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PeriodicTask, SERVICE_CONFIG } from '@classhub/nest-kit';
import type { ClassesConfig } from '../config/classes.config.js';
import { WaitlistStore } from './persistence/waitlist.store.js';

const SWEEP_BATCH = 100;

/** Expires the offers nobody claimed in their window, each seat passed to the next in line or to everyone. */
@Injectable()
export class WaitlistSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(WaitlistSweeper.name);
  private readonly task: PeriodicTask;

  constructor(
    @Inject(SERVICE_CONFIG) config: ClassesConfig,
    private readonly store: WaitlistStore,
  ) {
    this.task = new PeriodicTask('Waitlist offer sweep', config.WAITLIST_SWEEP_INTERVAL_MS, async () => {
      const expired = await this.expireOffers();
      if (expired > 0) this.logger.log(`Expired ${expired} waitlist offer(s)`);
    });
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  // Stop before the database pool closes (onApplicationShutdown), letting a sweep in progress finish.
  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }

  /** One pass (or the pass in progress). */
  sweep(): Promise<void> {
    return this.task.run();
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
