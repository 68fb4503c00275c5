import { Controller, Get } from '@nestjs/common';
import type { InstructorDto } from '@classhub/contracts';
import { PopularInstructorsService } from './popular-instructors.service.js';

/** Public: the home page's popular instructors (photo, name, email, role only). */
@Controller('popularinstructors')
export class PopularInstructorsHttpController {
  constructor(private readonly popular: PopularInstructorsService) {}

  @Get()
  list(): Promise<InstructorDto[]> {
    return this.popular.list();
  }
}
