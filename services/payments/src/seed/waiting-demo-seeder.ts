import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PeriodicTask } from '@classhub/nest-kit';

const LOOK_EVERY_MS = 1000;

/**
 * A piece of demo data that needs what payments learns from other services a moment after they all start (the demo
 * admin, a class, a student): when SEED_DEMO_DATA is on it looks every second until `seedWhenReady` says it had what
 * it needed, then stops looking. A seeder writes with `seedIfEmpty`, so a restart never seeds twice.
 */
export abstract class WaitingDemoSeeder implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly logger: Logger;
  private readonly task: PeriodicTask;
  private done = false;

  protected constructor(
    name: string,
    private readonly enabled: boolean,
  ) {
    this.logger = new Logger(name);
    this.task = new PeriodicTask(name, LOOK_EVERY_MS, () => this.look());
  }

  onApplicationBootstrap(): void {
    if (this.enabled) this.task.start({ immediately: true });
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }

  /** Seeds once what the data needs is known; false while it is not, to look again. */
  protected abstract seedWhenReady(): Promise<boolean>;

  private async look(): Promise<void> {
    if (!this.done) this.done = await this.seedWhenReady();
  }
}
