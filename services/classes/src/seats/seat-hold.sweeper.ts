import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PeriodicTask, SERVICE_CONFIG } from '@classhub/nest-kit';
import type { ClassesConfig } from '../config/classes.config.js';
import { SeatHoldsService } from './seat-holds.service.js';

/**
 * Gives back the seats of checkouts that were never paid: every held hold past its expiry and grace is released (payments
 * normally gives them back first, after cancelling their intents), and refusals too old to mean anyone waits are forgotten.
 */
@Injectable()
export class SeatHoldSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SeatHoldSweeper.name);
  private readonly task: PeriodicTask;

  constructor(
    @Inject(SERVICE_CONFIG) config: ClassesConfig,
    private readonly seatHolds: SeatHoldsService,
  ) {
    this.task = new PeriodicTask('Seat hold sweep', config.SEAT_HOLD_SWEEP_INTERVAL_MS, async () => {
      const released = await this.seatHolds.releaseExpired();
      if (released > 0) this.logger.log(`Released ${released} expired seat hold(s)`);
      await this.seatHolds.forgetOldDemand();
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
}
