import { Global, Module, type DynamicModule } from '@nestjs/common';
import { SERVICE_CONFIG } from '../config/config.tokens.js';
import type { ServiceConfig } from '../config/service-config.js';
import { DatabaseModule } from '../database/database.module.js';
import { EventsModule } from '../events/events.module.js';
import { HealthModule } from '../health/health.module.js';
import { loggingModule } from '../logging/logging.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { RequestsModule } from '../requests/requests.module.js';

export interface CoreModuleOptions {
  config: ServiceConfig;
  migrationsFolder: string;
  schema: Record<string, unknown>;
}

/** The wiring every service shares: config, logs, its database, NATS, reliable events (outbox + consumers), request-reply and /health. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(options: CoreModuleOptions): DynamicModule {
    const { config } = options;
    return {
      module: CoreModule,
      imports: [
        loggingModule({ service: config.SERVICE_NAME, level: config.LOG_LEVEL }),
        DatabaseModule.forRoot({ url: config.DATABASE_URL, migrationsFolder: options.migrationsFolder, schema: options.schema }),
        NatsModule.forRoot({ url: config.NATS_URL, clientName: config.SERVICE_NAME }),
        EventsModule.forRoot({ service: config.SERVICE_NAME, namespace: config.NATS_NAMESPACE }),
        RequestsModule,
        HealthModule,
      ],
      providers: [{ provide: SERVICE_CONFIG, useValue: config }],
      exports: [SERVICE_CONFIG],
    };
  }
}
