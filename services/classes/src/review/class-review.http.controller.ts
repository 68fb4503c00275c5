import { Body, Controller, Get, Param, Patch, Put } from '@nestjs/common';
import { CLASS_MESSAGES, feedbackRequestSchema, type ClassDto, type ModifiedResponse } from '@classhub/contracts';
import { badRequest, parseBody, Roles } from '@classhub/nest-kit';
import { CLASS_ID_PIPE } from '../classes/class-id.pipe.js';
import { ClassReviewService } from './class-review.service.js';

/** Spec §7 Classes, admin only: all classes, approve, deny, feedback. */
@Controller()
@Roles('admin')
export class ClassReviewHttpController {
  constructor(private readonly review: ClassReviewService) {}

  @Get('classes')
  listAll(): Promise<ClassDto[]> {
    return this.review.listAll();
  }

  @Patch('classe/approved/:id')
  approve(@Param('id', CLASS_ID_PIPE) id: string): Promise<ModifiedResponse> {
    return this.review.decide(id, 'approved');
  }

  @Patch('classe/denied/:id')
  deny(@Param('id', CLASS_ID_PIPE) id: string): Promise<ModifiedResponse> {
    return this.review.decide(id, 'denied');
  }

  @Put('feedback/:id')
  giveFeedback(@Param('id', CLASS_ID_PIPE) id: string, @Body() body: unknown): Promise<ModifiedResponse> {
    const { feedback, id: bodyId } = parseBody(feedbackRequestSchema, body);
    if (bodyId !== undefined && bodyId.toLowerCase() !== id) throw badRequest(CLASS_MESSAGES.feedbackIdMismatch);
    return this.review.giveFeedback(id, feedback);
  }
}
