import { Logger } from '@nestjs/common';
import type { ServiceConfig } from '../config/service-config.js';
import { BackgroundJob } from '../scheduling/background-job.js';

/** One page of a read model's source, as the source's list request answers it (libs/contracts, read-model requests). */
export interface SourcePage<Item> {
  items: Item[];
  /** Where the next page starts; null on the last. */
  next: string | null;
  /** Every change whose event occurred at or before this is in the page. */
  asOf: string;
}

export interface ReconcileSchedule {
  /** How long after the service started the first reconciliation runs (it never holds up the start). */
  startDelayMs: number;
  intervalMs: number;
}

export function reconcileScheduleOf(config: ServiceConfig): ReconcileSchedule {
  return { startDelayMs: config.READ_MODEL_RECONCILE_DELAY_MS, intervalMs: config.READ_MODEL_RECONCILE_INTERVAL_MS };
}

/** Items asked for per page: a few hundred rows compare in one statement and travel in well under 100 kB. */
export const RECONCILE_PAGE_SIZE = 200;

/**
 * Repairs a read model from its source (decision 0031): events keep it current, and this catches what a lost or
 * never-delivered event left behind. Shortly after start and then every interval, it reads the source's whole state a
 * page at a time (a request-reply answered by the owning service) and lets `repair` compare each page with the read
 * model and fix what differs. A page is repaired before the next is asked for, so memory stays bounded.
 */
export abstract class ReadModelReconciliation<Item> extends BackgroundJob {
  protected readonly logger: Logger;

  constructor(
    readonly name: string,
    schedule: ReconcileSchedule,
  ) {
    super(name, { ...schedule, immediately: true });
    this.logger = new Logger(name);
  }

  protected async work(): Promise<void> {
    await this.reconcile();
  }

  /** The page of the source after `after` (the first page without it). */
  protected abstract fetchPage(after: string | undefined, limit: number): Promise<SourcePage<Item>>;

  /** Makes the read model agree with `items`, recording `asOf` as their event time; answers how many rows it changed. */
  protected abstract repair(items: Item[], asOf: Date): Promise<number>;

  /** One full pass over the source; answers how many rows of the read model it repaired. */
  async reconcile(): Promise<number> {
    let repaired = 0;
    let after: string | undefined;
    do {
      const page = await this.fetchPage(after, RECONCILE_PAGE_SIZE);
      repaired += await this.repair(page.items, new Date(page.asOf));
      after = page.next ?? undefined;
    } while (after);
    if (repaired > 0) this.logger.warn(`Repaired ${repaired} rows that events had not brought up to date`);
    return repaired;
  }
}
