import { Inject, Injectable, Logger } from '@nestjs/common';
import { BackgroundJob, SERVICE_CONFIG } from '@classhub/nest-kit';
import type { ClassesConfig } from '../config/classes.config.js';
import { SeatHoldsService } from './seat-holds.service.js';

/**
 * Gives back the seats of checkouts that were never paid: every held hold past its expiry and grace is released (payments
 * normally gives them back first, after cancelling their intents), and refusals too old to mean anyone waits are forgotten.
 */
@Injectable()
export class SeatHoldSweeper extends BackgroundJob {
  private readonly logger = new Logger(SeatHoldSweeper.name);

  constructor(
    @Inject(SERVICE_CONFIG) config: ClassesConfig,
    private readonly seatHolds: SeatHoldsService,
  ) {
    super('Seat hold sweep', { intervalMs: config.SEAT_HOLD_SWEEP_INTERVAL_MS });
  }

  protected async work(): Promise<void> {
    const released = await this.seatHolds.releaseExpired();
    if (released > 0) this.logger.log(`Released ${released} expired seat hold(s)`);
    await this.seatHolds.forgetOldDemand();
  }

  /** One pass (or the pass in progress). */
  sweep(): Promise<void> {
    return this.runNow();
  }
}
