import { Logger } from '@nestjs/common';

export interface PeriodicTaskOptions {
  /** Asked at every tick: the tick is skipped while it answers false (a replica that does not lead, decision 0047). */
  when?: () => boolean;
}

/**
 * Background work repeated every `intervalMs` (sweepers, reconcilers): a run still going when the next tick comes is
 * not overlapped, a failed run is logged and the next tick tries again, and `stop` waits for the run in progress, so
 * the database pool (closed after modules are destroyed) is still open while it finishes.
 */
export class PeriodicTask {
  private readonly logger: Logger;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly work: () => Promise<void>,
    private readonly options: PeriodicTaskOptions = {},
  ) {
    this.logger = new Logger(name);
  }

  /** Starts ticking; with `immediately`, the first run starts now rather than after one interval. */
  start({ immediately = false } = {}): void {
    if (immediately) this.tick();
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    // The timer alone must not keep the process alive.
    this.timer.unref();
  }

  private tick(): void {
    if (this.options.when?.() ?? true) void this.run();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One run, or the run already in progress, whatever `when` says (a test's or an operator's "now"). */
  run(): Promise<void> {
    this.running ??= this.work()
      .catch((error: unknown) => {
        this.logger.error(
          `${this.name} failed; trying again in ${this.intervalMs} ms: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
