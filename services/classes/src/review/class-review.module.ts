import { Module } from '@nestjs/common';
import { ClassReviewHttpController } from './class-review.http.controller.js';
import { ClassReviewService } from './class-review.service.js';

@Module({ controllers: [ClassReviewHttpController], providers: [ClassReviewService] })
export class ClassReviewModule {}
