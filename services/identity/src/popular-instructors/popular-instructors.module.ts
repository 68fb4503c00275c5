import { Module } from '@nestjs/common';
import { ClassEnrolmentsProjection } from './class-enrolments.projection.js';
import { PopularInstructorsHttpController } from './popular-instructors.http.controller.js';
import { PopularInstructorsService } from './popular-instructors.service.js';

/** GET /popularinstructors, ranked from identity's read model of the classes service's class events. */
@Module({
  controllers: [PopularInstructorsHttpController],
  providers: [ClassEnrolmentsProjection, PopularInstructorsService],
  exports: [ClassEnrolmentsProjection, PopularInstructorsService],
})
export class PopularInstructorsModule {}
