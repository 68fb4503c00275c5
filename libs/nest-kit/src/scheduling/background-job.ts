import { Inject, Optional, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Leadership } from '../leadership/leader-lease.js';
import { LEADERSHIP } from '../leadership/leadership.tokens.js';
import { PeriodicTask } from './periodic-task.js';

export interface BackgroundJobSchedule {
  intervalMs: number;
  /** The first run at bootstrap rather than one interval later. */
  immediately?: boolean;
  /** Wait this long after bootstrap before the first run (e.g. to let event consumers catch up first). */
  startDelayMs?: number;
  /** False leaves the job off altogether (a feature switched off by configuration). */
  enabled?: boolean;
}

/**
 * A provider's work repeated every `intervalMs` from bootstrap to shutdown (sweepers, reconcilers), run only by the
 * replica that holds the service's leader lease (decision 0047), so N replicas never do it N times; without a lease
 * (a unit test's app) it always runs. It stops in onModuleDestroy, letting a run in progress finish while the database
 * pool (closed in onApplicationShutdown) is still open.
 */
export abstract class BackgroundJob implements OnApplicationBootstrap, OnModuleDestroy {
  @Optional() @Inject(LEADERSHIP) private readonly leadership?: Leadership;
  private readonly task: PeriodicTask;
  private startTimer?: NodeJS.Timeout;

  protected constructor(
    readonly jobName: string,
    private readonly schedule: BackgroundJobSchedule,
  ) {
    this.task = new PeriodicTask(jobName, schedule.intervalMs, () => this.work(), {
      when: () => this.leadership?.held ?? true,
    });
  }

  /** One run of the job. */
  protected abstract work(): Promise<void>;

  onApplicationBootstrap(): void {
    if (this.schedule.enabled === false) return;
    const start = () => this.task.start({ immediately: this.schedule.immediately });
    if (!this.schedule.startDelayMs) return start();
    this.startTimer = setTimeout(start, this.schedule.startDelayMs);
    this.startTimer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearTimeout(this.startTimer);
    await this.task.stop();
  }

  /** One run now on this replica, leading or not, or the run already in progress (tests, an operator's "now"). */
  runNow(): Promise<void> {
    return this.task.run();
  }
}
