import { Module } from '@nestjs/common';
import { ClassEnrolmentsProjection } from './class-enrolments.projection.js';
import { ClassEnrolmentsReconciliation } from './class-enrolments.reconciliation.js';
import { PopularInstructorsHttpController } from './popular-instructors.http.controller.js';
import { PopularInstructorsService } from './popular-instructors.service.js';

/**
 * GET /popularinstructors, ranked from identity's read model of the classes service's class events, repaired from
 * classes' list of classes (decision 0031).
 */
@Module({
  controllers: [PopularInstructorsHttpController],
  providers: [ClassEnrolmentsProjection, ClassEnrolmentsReconciliation, PopularInstructorsService],
  exports: [ClassEnrolmentsProjection, PopularInstructorsService],
})
export class PopularInstructorsModule {}
