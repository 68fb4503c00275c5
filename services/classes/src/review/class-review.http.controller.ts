import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  ROUTES,
  CLASS_MESSAGES,
  feedbackRequestSchema,
  listClassesQuerySchema,
  type ClassDto,
  type ClassListPage,
  type ModifiedResponse,
} from '@classhub/contracts';
import { CurrentUser, Route, badRequest, parseBody, type AuthenticatedUser } from '@classhub/nest-kit';
import { CLASS_ID_PIPE } from '../classes/class-id.pipe.js';
import { ClassReviewService } from './class-review.service.js';

/** Classes calls (docs/product.md#classes), admin only: all classes, approve, deny, feedback. */
@Controller()
export class ClassReviewHttpController {
  constructor(private readonly review: ClassReviewService) {}

  @Route(ROUTES.listClasses)
  listAll(@Query() query: unknown): Promise<ClassDto[] | ClassListPage> {
    return this.review.listAll(parseBody(listClassesQuerySchema, query));
  }

  @Route(ROUTES.approveClass)
  approve(@CurrentUser() admin: AuthenticatedUser, @Param('id', CLASS_ID_PIPE) id: string): Promise<ModifiedResponse> {
    return this.review.decide(id, 'approved', admin);
  }

  @Route(ROUTES.denyClass)
  deny(@CurrentUser() admin: AuthenticatedUser, @Param('id', CLASS_ID_PIPE) id: string): Promise<ModifiedResponse> {
    return this.review.decide(id, 'denied', admin);
  }

  @Route(ROUTES.sendClassFeedback)
  giveFeedback(@Param('id', CLASS_ID_PIPE) id: string, @Body() body: unknown): Promise<ModifiedResponse> {
    const { feedback, id: bodyId } = parseBody(feedbackRequestSchema, body);
    if (bodyId !== undefined && bodyId.toLowerCase() !== id) throw badRequest(CLASS_MESSAGES.feedbackIdMismatch);
    return this.review.giveFeedback(id, feedback);
  }
}
