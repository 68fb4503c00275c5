import { EdgePurger, NotifiedJsonCache, READ_ROUTING, SERVICE_CONFIG, type ReadRouting } from '@classhub/nest-kit';
import type { FactoryProvider } from '@nestjs/common';
import type { ClassesConfig } from '../config/classes.config.js';

/** Sent by the trigger of migration 0004 on every committed change to `classes`. */
export const CATALOG_CHANGED_CHANNEL = 'classes_catalog_changed';

/** The gateways' name for every answer built from the catalogue (Surrogate-Key): any class change purges them all. */
export const CATALOG_EDGE_KEY = 'catalog';

/** How many distinct catalogue answers (query forms, details) are kept; searches are user input. */
const CATALOG_ENTRIES = 256;

/** The public catalogue's answers, serialized once and kept (here and by the gateways) until a class changes. */
export class CatalogCache extends NotifiedJsonCache {}

export const catalogCacheProvider: FactoryProvider<CatalogCache> = {
  provide: CatalogCache,
  // Loaded through DRIZZLE_READ: a change empties it once the replica has it (decision 0048).
  useFactory: (config: ClassesConfig, purger: EdgePurger, reads: ReadRouting) =>
    new CatalogCache(
      config.DATABASE_URL,
      CATALOG_CHANGED_CHANNEL,
      CATALOG_ENTRIES,
      { purger, key: CATALOG_EDGE_KEY },
      reads,
    ),
  inject: [SERVICE_CONFIG, EdgePurger, READ_ROUTING],
};
