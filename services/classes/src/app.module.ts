import { Module, type DynamicModule } from '@nestjs/common';
import { AuthModule, CoreModule, UserRolesProjection, UserRolesResolver } from '@classhub/nest-kit';
import { CatalogModule } from './catalog/catalog.module.js';
import { MIGRATIONS_FOLDER, type ClassesConfig } from './config/classes.config.js';
import * as schema from './db/schema.js';
import { InstructorClassesModule } from './instructor/instructor-classes.module.js';
import { LegacyModule } from './legacy/legacy.module.js';
import { ClassReviewModule } from './review/class-review.module.js';
import { SeatsModule } from './seats/seats.module.js';
import { SeedModule } from './seed/seed.module.js';

@Module({})
export class AppModule {
  static register(config: ClassesConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ config, migrationsFolder: MIGRATIONS_FOLDER, schema }),
        AuthModule.forRoot({
          roleResolver: UserRolesResolver,
          jwksUrl: config.IDENTITY_JWKS_URL,
          maxTokenLifetimeSeconds: config.ACCESS_TOKEN_MAX_LIFETIME_SECONDS,
        }),
        CatalogModule,
        InstructorClassesModule,
        ClassReviewModule,
        LegacyModule,
        SeatsModule,
        SeedModule,
      ],
      // Roles come from identity's user events (decision 0008).
      providers: [UserRolesProjection],
    };
  }
}
