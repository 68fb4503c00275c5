import { Module } from '@nestjs/common';
import { WaitlistModule } from '../waitlist/waitlist.module.js';
import { ClassReviewHttpController } from './class-review.http.controller.js';
import { ClassReviewService } from './class-review.service.js';
import { ClassSearch } from './class-search.js';

@Module({
  imports: [WaitlistModule],
  controllers: [ClassReviewHttpController],
  providers: [ClassReviewService, ClassSearch],
})
export class ClassReviewModule {}
