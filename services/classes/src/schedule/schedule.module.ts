import { Module } from '@nestjs/common';
import { ClassJoiningHttpController } from './class-joining.http.controller.js';
import { ClassJoiningService } from './class-joining.service.js';
import { ClassScheduleResponder } from './class-schedule.responder.js';
import { SessionBoundaries } from './session-boundaries.js';

/** Class sessions (decision 0040): the joining link and calendar, the schedule notifications asks for, and time. */
@Module({
  controllers: [ClassJoiningHttpController],
  providers: [ClassJoiningService, ClassScheduleResponder, SessionBoundaries],
  exports: [ClassJoiningService],
})
export class ScheduleModule {}
