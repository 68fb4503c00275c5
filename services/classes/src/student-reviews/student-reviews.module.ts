import { Module } from '@nestjs/common';
import { OptionalCaller } from './optional-caller.js';
import { ReviewModerationService } from './review-moderation.service.js';
import { StudentReviewsHttpController } from './student-reviews.http.controller.js';
import { StudentReviewsService } from './student-reviews.service.js';

/** Students' reviews and ratings of classes (decision 0043); not the admin's review of classes (../review). */
@Module({
  controllers: [StudentReviewsHttpController],
  providers: [StudentReviewsService, ReviewModerationService, OptionalCaller],
})
export class StudentReviewsModule {}
