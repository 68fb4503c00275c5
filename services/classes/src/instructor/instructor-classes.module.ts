import { Module } from '@nestjs/common';
import { WaitlistModule } from '../waitlist/waitlist.module.js';
import { ClassImagesModule } from '../class-images/class-images.module.js';
import { InstructorClassesHttpController } from './instructor-classes.http.controller.js';
import { ClassSearch } from '../review/class-search.js';
import { InstructorClassesService } from './instructor-classes.service.js';

@Module({
  imports: [ClassImagesModule, WaitlistModule],
  controllers: [InstructorClassesHttpController],
  providers: [InstructorClassesService, ClassSearch],
})
export class InstructorClassesModule {}
