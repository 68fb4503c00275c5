import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { SERVICE_CONFIG } from '@classhub/nest-kit';
import type { ClassesConfig } from '../config/classes.config.js';
import { SeatHoldsService } from './seat-holds.service.js';

/** Gives back the seats of checkouts that were never paid: every held hold past its expiry is released. */
@Injectable()
export class SeatHoldSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SeatHoldSweeper.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ClassesConfig,
    private readonly seatHolds: SeatHoldsService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.config.SEAT_HOLD_SWEEP_INTERVAL_MS);
    // The timer alone must not keep the process alive.
    this.timer.unref();
  }

  // Stop before the database pool closes (onApplicationShutdown), letting a sweep in progress finish.
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass; a pass still running when the next tick comes is not overlapped. */
  sweep(): Promise<void> {
    this.running ??= this.seatHolds
      .releaseExpired()
      .then((released) => {
        if (released > 0) this.logger.log(`Released ${released} expired seat hold(s)`);
      })
      .catch((error: unknown) => {
        this.logger.error(`Seat hold sweep failed: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
