import { Module } from '@nestjs/common';
import { RosterAccess } from './roster-access.js';
import { RosterMailLimit } from './roster-mail-limit.js';
import { RosterMailsService } from './roster-mails.service.js';
import { RosterRedis } from './roster-redis.js';
import { RosterHttpController } from './roster.http.controller.js';
import { RosterService } from './roster.service.js';

/** Class rosters (decision 0042): who enrolled, as JSON or CSV, and the instructor's mail to the enrolled students. */
@Module({
  controllers: [RosterHttpController],
  providers: [RosterAccess, RosterService, RosterRedis, RosterMailLimit, RosterMailsService],
})
export class RosterModule {}
