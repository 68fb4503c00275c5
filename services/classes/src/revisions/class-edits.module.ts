import { Module } from '@nestjs/common';
import { ClassImagesModule } from '../class-images/class-images.module.js';
import { WaitlistModule } from '../waitlist/waitlist.module.js';
import { ClassEditsHttpController } from './class-edits.http.controller.js';
import { ClassEditsService } from './class-edits.service.js';

/** Edits of classes and their review (decision 0041). */
@Module({
  imports: [ClassImagesModule, WaitlistModule],
  controllers: [ClassEditsHttpController],
  providers: [ClassEditsService],
})
export class ClassEditsModule {}
