import { Module, type DynamicModule } from '@nestjs/common';
import { AuthModule, CoreModule, UserRolesResolver } from '@classhub/nest-kit';
import { ClassCancellationModule } from './cancellation/class-cancellation.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { MIGRATIONS_FOLDER, type ClassesConfig } from './config/classes.config.js';
import * as schema from './db/schema.js';
import { InstructorClassesModule } from './instructor/instructor-classes.module.js';
import { InstructorNamesReconciliation } from './instructor-names/instructor-names.reconciliation.js';
import { InstructorProfilesProjection } from './instructor-names/instructor-profiles.projection.js';
import { LegacyModule } from './legacy/legacy.module.js';
import { LiveSeatsModule } from './live-seats/live-seats.module.js';
import { ClassListResponder } from './messaging/class-list.responder.js';
import { SeatMetrics } from './metrics/seat-metrics.js';
import { DecisionReversalModule } from './decisions/decision-reversal.module.js';
import { ClassEditsModule } from './revisions/class-edits.module.js';
import { ClassReviewModule } from './review/class-review.module.js';
import { SeatsModule } from './seats/seats.module.js';
import { SeedModule } from './seed/seed.module.js';
import { StudentReviewsModule } from './student-reviews/student-reviews.module.js';
import { WaitlistModule } from './waitlist/waitlist.module.js';
import { ScheduleModule } from './schedule/schedule.module.js';
import { WithdrawalsModule } from './withdrawals/withdrawals.module.js';

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
        // Issue 36, point 2 and the class half of point 6 (decision 0041).
        ClassEditsModule,
        ClassCancellationModule,
        DecisionReversalModule,
        InstructorClassesModule,
        ClassReviewModule,
        LegacyModule,
        LiveSeatsModule,
        SeatsModule,
        SeedModule,
        StudentReviewsModule,
        WithdrawalsModule,
        WaitlistModule,
        ScheduleModule,
      ],
      // Roles and instructor names come from identity's user events (decision 0008) and are repaired from identity's
      // list of users; other services repair their copies of the classes from ClassListResponder (decision 0031).
      providers: [InstructorProfilesProjection, InstructorNamesReconciliation, ClassListResponder, SeatMetrics],
    };
  }
}
