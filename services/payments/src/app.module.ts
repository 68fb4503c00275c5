import { Module, type DynamicModule } from '@nestjs/common';
import {
  AuthModule,
  CoreModule,
  UserRolesProjection,
  UserRolesReconciliation,
  UserRolesResolver,
} from '@classhub/nest-kit';
import { ClassListingsProjection } from './class-listings/class-listings-read-model.projection.js';
import { ClassListingsReconciliation } from './class-listings/class-listings.reconciliation.js';
import { CheckoutOutcomes } from './checkout-saga/checkout-outcomes.service.js';
import { CheckoutSagaModule } from './checkout-saga/checkout-saga.module.js';
import { MIGRATIONS_FOLDER, type PaymentsConfig } from './config/payments.config.js';
import * as schema from './db/schema.js';
import { PaymentsModule } from './payments/payments.module.js';
import { ProvidersModule } from './providers/providers.module.js';
import { RefundsModule } from './refunds/refunds.module.js';
import { RefundsService } from './refunds/refunds.service.js';
import { RosterModule } from './roster/roster.module.js';

@Module({})
export class AppModule {
  static register(config: PaymentsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ config, migrationsFolder: MIGRATIONS_FOLDER, schema }),
        AuthModule.forRoot({
          roleResolver: UserRolesResolver,
          jwksUrl: config.IDENTITY_JWKS_URL,
          maxTokenLifetimeSeconds: config.ACCESS_TOKEN_MAX_LIFETIME_SECONDS,
        }),
        ProvidersModule.register({
          sink: CheckoutOutcomes,
          refundSink: RefundsService,
          imports: [CheckoutSagaModule, RefundsModule],
        }),
        CheckoutSagaModule,
        PaymentsModule,
        RefundsModule,
        RosterModule,
      ],
      // Read models of identity's roles (decision 0008) and of the classes service's classes, each kept by events and
      // repaired from its source (decision 0031).
      providers: [UserRolesProjection, UserRolesReconciliation, ClassListingsProjection, ClassListingsReconciliation],
    };
  }
}
