/**
 * The card payment provider (decision 0009): Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test
 * provider. Provides PAYMENT_PROVIDER to the whole app (the module is global, so checkout injects it without
 * importing this module, and there is no import cycle) and serves GET /payment-config, POST /test-provider/confirm
 * (404 under Stripe) and POST /webhooks/stripe (404 without Stripe; the app must be created with `rawBody: true`).
 *
 * The importing app supplies the ProviderEventSink that hears of paid, failed and cancelled intents:
 *   ProvidersModule.register({ sink: CheckoutService, imports: [CheckoutSagaModule] })
 * where one of `imports` provides and exports `sink`. It needs SERVICE_CONFIG (a PaymentsConfig), global through
 * CoreModule, and src/db/schema.ts must re-export ./provider.entities.js for the migrations.
 */
import { Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';
import { SERVICE_CONFIG } from '@classhub/nest-kit';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PaymentsConfig } from '../config/payments.config.js';
import { PaymentConfigHttpController } from './payment-config.http.controller.js';
import {
  PAYMENT_PROVIDER,
  PROVIDER_EVENT_SINK,
  REFUND_EVENT_SINK,
  type PaymentProvider,
  type ProviderEventSink,
  type RefundEventSink,
} from './payment-provider.js';
import { createStripeClient } from './stripe/stripe-client.js';
import { StripePaymentProvider } from './stripe/stripe-payment.provider.js';
import { StripeWebhooksHttpController } from './stripe/stripe-webhooks.http.controller.js';
import { StripeWebhooksService } from './stripe/stripe-webhooks.service.js';
import { TestCardConfirmationService } from './built-in-test-card/test-card-confirmation.service.js';
import { TestPaymentProvider } from './built-in-test-card/test-payment.provider.js';
import {
  TEST_PROVIDER_DB,
  testProviderDatabase,
  TestProviderDatabaseCloser,
} from './built-in-test-card/test-provider-database.js';
import { TestProviderHttpController } from './built-in-test-card/test-provider.http.controller.js';

export interface ProvidersModuleOptions {
  /** The checkout's ProviderEventSink; one of `imports` must provide and export it. */
  sink: Type<ProviderEventSink>;
  /** The refunds' RefundEventSink (Stripe's refund webhooks); one of `imports` must provide and export it. */
  refundSink?: Type<RefundEventSink>;
  imports?: ModuleMetadata['imports'];
}

export function createPaymentProvider(config: PaymentsConfig, db: NodePgDatabase): PaymentProvider {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = config;
  if (!STRIPE_SECRET_KEY) return new TestPaymentProvider(db);
  // The config schema sets the three Stripe variables together or not at all.
  if (!STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET)
    throw new Error('STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY');
  return new StripePaymentProvider(
    createStripeClient({ secretKey: STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL }),
    {
      publishableKey: STRIPE_PUBLISHABLE_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
    },
  );
}

@Module({})
export class ProvidersModule {
  static register(options: ProvidersModuleOptions): DynamicModule {
    return {
      module: ProvidersModule,
      global: true,
      imports: options.imports ?? [],
      controllers: [PaymentConfigHttpController, TestProviderHttpController, StripeWebhooksHttpController],
      providers: [
        testProviderDatabase,
        TestProviderDatabaseCloser,
        { provide: PAYMENT_PROVIDER, inject: [SERVICE_CONFIG, TEST_PROVIDER_DB], useFactory: createPaymentProvider },
        { provide: PROVIDER_EVENT_SINK, useExisting: options.sink },
        ...(options.refundSink ? [{ provide: REFUND_EVENT_SINK, useExisting: options.refundSink }] : []),
        TestCardConfirmationService,
        StripeWebhooksService,
      ],
      exports: [PAYMENT_PROVIDER],
    };
  }
}
