import { Body, Controller, Headers, Param, Query } from '@nestjs/common';
import {
  answerReviewRequestSchema,
  hideReviewRequestSchema,
  REVIEW_MESSAGES,
  reviewsQuerySchema,
  ROUTES,
  writeReviewRequestSchema,
  type ClassReviewDto,
  type RouteResponse,
} from '@classhub/contracts';
import { CurrentUser, parseBody, ParseUuidPipe, Route, type AuthenticatedUser } from '@classhub/nest-kit';
import { CLASS_ID_PIPE } from '../classes/class-id.pipe.js';
import { OptionalCaller } from './optional-caller.js';
import { ReviewModerationService } from './review-moderation.service.js';
import { StudentReviewsService } from './student-reviews.service.js';

const REVIEW_ID_PIPE = new ParseUuidPipe(REVIEW_MESSAGES.invalidReviewId);

/** Students' reviews of classes (decision 0043, docs/product.md#reviews): read, written, answered, hidden. */
@Controller()
export class StudentReviewsHttpController {
  constructor(
    private readonly reviews: StudentReviewsService,
    private readonly moderation: ReviewModerationService,
    private readonly callers: OptionalCaller,
  ) {}

  @Route(ROUTES.listClassReviews)
  async list(
    @Param('id', CLASS_ID_PIPE) classId: string,
    @Query() query: unknown,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<RouteResponse<typeof ROUTES.listClassReviews>> {
    const page = parseBody(reviewsQuerySchema, query);
    return this.reviews.list(classId, page, await this.callers.of(authorization));
  }

  @Route(ROUTES.getMyClassReview)
  mine(
    @Param('id', CLASS_ID_PIPE) classId: string,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<RouteResponse<typeof ROUTES.getMyClassReview>> {
    return this.reviews.mine(classId, caller);
  }

  @Route(ROUTES.writeClassReview)
  write(
    @Param('id', CLASS_ID_PIPE) classId: string,
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: unknown,
  ): Promise<ClassReviewDto> {
    return this.reviews.write(classId, caller, parseBody(writeReviewRequestSchema, body));
  }

  @Route(ROUTES.deleteClassReview)
  remove(
    @Param('id', CLASS_ID_PIPE) classId: string,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<{ deleted: true }> {
    return this.reviews.remove(classId, caller);
  }

  @Route(ROUTES.answerClassReview)
  answer(
    @Param('id', REVIEW_ID_PIPE) reviewId: string,
    @CurrentUser() instructor: AuthenticatedUser,
    @Body() body: unknown,
  ): Promise<ClassReviewDto> {
    return this.moderation.answer(reviewId, instructor, parseBody(answerReviewRequestSchema, body).text);
  }

  @Route(ROUTES.hideClassReview)
  hide(
    @Param('id', REVIEW_ID_PIPE) reviewId: string,
    @CurrentUser() admin: AuthenticatedUser,
    @Body() body: unknown,
  ): Promise<ClassReviewDto> {
    return this.moderation.hide(reviewId, admin, parseBody(hideReviewRequestSchema, body).reason);
  }

  @Route(ROUTES.unhideClassReview)
  unhide(
    @Param('id', REVIEW_ID_PIPE) reviewId: string,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<ClassReviewDto> {
    return this.moderation.unhide(reviewId, admin);
  }
}
