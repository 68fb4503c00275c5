import { Controller, Param, Res } from '@nestjs/common';
import { ROUTES } from '@classhub/contracts';
import {
  CALENDAR_CONTENT_TYPE,
  calendarFileName,
  CurrentUser,
  Route,
  type AuthenticatedUser,
} from '@classhub/nest-kit';
import type { FastifyReply } from 'fastify';
import { CLASS_ID_PIPE } from '../classes/class-id.pipe.js';
import { ClassJoiningService, type ClassJoining } from './class-joining.service.js';

/** The joining link and the calendar file of a class, for those who may join it (decision 0040). */
@Controller()
export class ClassJoiningHttpController {
  constructor(private readonly joining: ClassJoiningService) {}

  @Route(ROUTES.getClassJoining)
  get(@CurrentUser() caller: AuthenticatedUser, @Param('id', CLASS_ID_PIPE) classId: string): Promise<ClassJoining> {
    return this.joining.joining(caller, classId);
  }

  @Route(ROUTES.getClassCalendar)
  async calendar(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', CLASS_ID_PIPE) classId: string,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const { className, ics } = await this.joining.calendar(caller, classId);
    return reply
      .header('content-type', CALENDAR_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${calendarFileName(className)}"`)
      .header('cache-control', 'private, no-store')
      .send(ics);
  }
}
