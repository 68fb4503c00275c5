import 'reflect-metadata';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import {
  createServiceApp,
  DatabaseModule,
  DRIZZLE,
  listenOnLoopback,
  SERVICE_CONFIG,
  type ServiceApp,
} from '@classhub/nest-kit';
import { dropDatabase, freshDatabaseUrl } from '@classhub/testing';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { loadPaymentsConfig, MIGRATIONS_FOLDER, type PaymentsConfig } from '../../../src/config/payments.config.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../../src/providers/payment-provider.js';
import * as providerEntities from '../../../src/providers/provider.entities.js';
import { ProvidersModule } from '../../../src/providers/providers.module.js';
import { RecordingSink, RecordingSinkModule } from './recording-sink.js';

/** What CoreModule gives the providers in the real app: the config and a database with payments' own migrations. */
@Global()
@Module({})
class ProvidersTestCoreModule {
  static forRoot(config: PaymentsConfig): DynamicModule {
    return {
      module: ProvidersTestCoreModule,
      imports: [
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          migrationsFolder: MIGRATIONS_FOLDER,
          schema: providerEntities,
        }),
      ],
      providers: [{ provide: SERVICE_CONFIG, useValue: config }],
      exports: [SERVICE_CONFIG],
    };
  }
}

@Module({})
class ProvidersTestAppModule {
  static register(config: PaymentsConfig): DynamicModule {
    return {
      module: ProvidersTestAppModule,
      imports: [
        ProvidersTestCoreModule.forRoot(config),
        ProvidersModule.register({ sink: RecordingSink, refundSink: RecordingSink, imports: [RecordingSinkModule] }),
      ],
    };
  }
}

export interface RunningProviders {
  app: ServiceApp;
  baseUrl: string;
  provider: PaymentProvider;
  sink: RecordingSink;
  db: NodePgDatabase;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** ProvidersModule with a recording sink on a fresh database; `env` chooses the provider (STRIPE_* or none). */
export async function startProviders(env: Record<string, string> = {}): Promise<RunningProviders> {
  const databaseUrl = await freshDatabaseUrl('classhub_test_payment_providers');
  const config = loadPaymentsConfig({ DATABASE_URL: databaseUrl, ...env });
  const app = await createServiceApp(ProvidersTestAppModule.register(config), { logs: false, rawBody: true });
  const baseUrl = await listenOnLoopback(app);
  return {
    app,
    baseUrl,
    provider: app.get<PaymentProvider>(PAYMENT_PROVIDER),
    sink: app.get(RecordingSink),
    db: app.get<NodePgDatabase>(DRIZZLE),
    databaseUrl,
    async stop() {
      await app.close();
      await dropDatabase(databaseUrl);
    },
  };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export async function request<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  body?: string | object,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}
