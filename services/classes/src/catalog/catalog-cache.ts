import { NotifiedJsonCache, SERVICE_CONFIG } from '@classhub/nest-kit';
import type { FactoryProvider } from '@nestjs/common';
import type { ClassesConfig } from '../config/classes.config.js';

/** Sent by the trigger of migration 0004 on every committed change to `classes`. */
export const CATALOG_CHANGED_CHANNEL = 'classes_catalog_changed';

/** The public catalogue's answers, serialized once and kept until a class changes. */
export class CatalogCache extends NotifiedJsonCache {}

export const catalogCacheProvider: FactoryProvider<CatalogCache> = {
  provide: CatalogCache,
  useFactory: (config: ClassesConfig) => new CatalogCache(config.DATABASE_URL, CATALOG_CHANGED_CHANNEL),
  inject: [SERVICE_CONFIG],
};
