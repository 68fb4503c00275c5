import { Controller, HttpCode, Param } from '@nestjs/common';
import { ROUTES } from '@classhub/contracts';
import { CurrentUser, Route, type AuthenticatedUser } from '@classhub/nest-kit';
import { CLASS_ID_PIPE } from '../classes/class-id.pipe.js';
import { WaitlistService, type WaitlistEntryDto } from './waitlist.service.js';

/** A student's waitlists (decision 0038): their lines and offers, joining a full class's line, leaving it. */
@Controller()
export class WaitlistHttpController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Route(ROUTES.listMyWaitlist)
  list(@CurrentUser() student: AuthenticatedUser): Promise<WaitlistEntryDto[]> {
    return this.waitlist.list(student.id);
  }

  @Route(ROUTES.joinWaitlist)
  @HttpCode(201)
  join(
    @CurrentUser() student: AuthenticatedUser,
    @Param('id', CLASS_ID_PIPE) classId: string,
  ): Promise<WaitlistEntryDto> {
    return this.waitlist.join(classId, student.id);
  }

  @Route(ROUTES.leaveWaitlist)
  leave(
    @CurrentUser() student: AuthenticatedUser,
    @Param('id', CLASS_ID_PIPE) classId: string,
  ): Promise<{ left: true }> {
    return this.waitlist.leave(classId, student.id);
  }
}
