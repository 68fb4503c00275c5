import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule } from '@classhub/nest-kit';
import { MIGRATIONS_FOLDER, type PaymentsConfig } from './config/payments.config.js';
import * as schema from './db/schema.js';

@Module({})
export class AppModule {
  static register(config: PaymentsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot({ config, migrationsFolder: MIGRATIONS_FOLDER, schema })],
    };
  }
}
