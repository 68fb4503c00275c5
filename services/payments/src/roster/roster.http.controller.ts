import { Body, Controller, HttpCode, Param, Res } from '@nestjs/common';
import {
  ROSTER_MESSAGES,
  rosterMailRequestSchema,
  ROUTES,
  type RosterDto,
  type RosterMailSentDto,
} from '@classhub/contracts';
import {
  CurrentUser,
  ParseUuidPipe,
  parseBody,
  Route,
  ThrottledError,
  type AuthenticatedUser,
} from '@classhub/nest-kit';
import type { FastifyReply } from 'fastify';
import { rosterCsv, rosterFileName } from './roster-csv.js';
import { RosterMailsService } from './roster-mails.service.js';
import { RosterService } from './roster.service.js';

const CLASS_ID = new ParseUuidPipe(ROSTER_MESSAGES.classNotFound);

/** A class's roster (decision 0042): read and exported by its instructor or an admin, mailed by its instructor. */
@Controller()
export class RosterHttpController {
  constructor(
    private readonly rosters: RosterService,
    private readonly mails: RosterMailsService,
  ) {}

  @Route(ROUTES.getClassRoster)
  roster(@CurrentUser() user: AuthenticatedUser, @Param('classId', CLASS_ID) classId: string): Promise<RosterDto> {
    return this.rosters.roster(user, classId);
  }

  @Route(ROUTES.exportClassRoster)
  async export(
    @CurrentUser() user: AuthenticatedUser,
    @Param('classId', CLASS_ID) classId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const roster = await this.rosters.roster(user, classId);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${rosterFileName(roster.className)}"`)
      // Personal data: never kept by a shared cache.
      .header('cache-control', 'private, no-store');
    return rosterCsv(roster);
  }

  /** 202: the mail is queued for each enrolled student; 429 with Retry-After past the limit. */
  @Route(ROUTES.mailClassRoster)
  @HttpCode(202)
  async mail(
    @CurrentUser() instructor: AuthenticatedUser,
    @Param('classId', CLASS_ID) classId: string,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RosterMailSentDto> {
    const mail = parseBody(rosterMailRequestSchema, body);
    try {
      return await this.mails.send(instructor, classId, mail);
    } catch (error) {
      if (!(error instanceof ThrottledError)) throw error;
      reply.header('retry-after', String(error.retryAfterSeconds));
      throw error.toHttpException();
    }
  }
}
