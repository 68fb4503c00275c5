import { Body, Controller, Param } from '@nestjs/common';
import { ROUTES, classReasonRequestSchema, type ModifiedResponse } from '@classhub/contracts';
import { CurrentUser, parseBody, Route, type AuthenticatedUser } from '@classhub/nest-kit';
import { CLASS_ID_PIPE } from '../classes/class-id.pipe.js';
import { DecisionReversalService } from './decision-reversal.service.js';

/** PATCH /classes/{id}/decision/reverse: an admin, with a reason (decision 0041). */
@Controller()
export class DecisionReversalHttpController {
  constructor(private readonly reversal: DecisionReversalService) {}

  @Route(ROUTES.reverseClassDecision)
  reverse(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id', CLASS_ID_PIPE) id: string,
    @Body() body: unknown,
  ): Promise<ModifiedResponse> {
    return this.reversal.reverse(admin, id, parseBody(classReasonRequestSchema, body).reason);
  }
}
