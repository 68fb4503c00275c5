import { Inject } from '@nestjs/common';
import { CLASSES_CLASS_LIST, type ClassSnapshot } from '@classhub/contracts';
import { SERVICE_CONFIG } from '../config/config.tokens.js';
import type { ServiceConfig } from '../config/service-config.js';
import { DRIZZLE } from '../database/database.tokens.js';
import type { EventsDatabase } from '../events/events.types.js';
import { RequestClient } from '../requests/request-client.js';
import { ReadModelReconciliation, reconcileScheduleOf, type SourcePage } from './read-model-reconciliation.js';

/** How long a source may take to answer one page. */
export const SOURCE_PAGE_TIMEOUT_MS = 10_000;

/**
 * A read model of the classes service's classes repaired from classes' own list (decision 0031); the counterpart of
 * `ClassSnapshotProjection`, which keeps it current from the class events. A subclass says how to repair a page.
 */
export abstract class ClassSnapshotReconciliation extends ReadModelReconciliation<ClassSnapshot> {
  constructor(
    @Inject(DRIZZLE) protected readonly db: EventsDatabase,
    @Inject(RequestClient) private readonly requests: RequestClient,
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
  ) {
    super(new.target.name, reconcileScheduleOf(config));
  }

  protected async fetchPage(after: string | undefined, limit: number): Promise<SourcePage<ClassSnapshot>> {
    const page = await this.requests.request(CLASSES_CLASS_LIST, { after, limit }, SOURCE_PAGE_TIMEOUT_MS);
    return { items: page.classes, next: page.next, asOf: page.asOf };
  }
}
