import { Logger } from '@nestjs/common';
import { BackgroundJob } from '@classhub/nest-kit';

const LOOK_EVERY_MS = 1000;

/**
 * A piece of demo data that needs what payments learns from other services a moment after they all start (the demo
 * admin, a class, a student): when SEED_DEMO_DATA is on it looks every second until `seedWhenReady` says it had what
 * it needed, then stops looking. A seeder writes with `seedIfEmpty`, so a restart never seeds twice.
 */
export abstract class WaitingDemoSeeder extends BackgroundJob {
  protected readonly logger: Logger;
  private done = false;

  protected constructor(name: string, enabled: boolean) {
    super(name, { intervalMs: LOOK_EVERY_MS, immediately: true, enabled });
    this.logger = new Logger(name);
  }

  protected work(): Promise<void> {
    return this.look();
  }

  /** Seeds once what the data needs is known; false while it is not, to look again. */
  protected abstract seedWhenReady(): Promise<boolean>;

  private async look(): Promise<void> {
    if (!this.done) this.done = await this.seedWhenReady();
  }
}
