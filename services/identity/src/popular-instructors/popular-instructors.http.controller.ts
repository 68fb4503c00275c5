import { Controller } from '@nestjs/common';
import { ROUTES, type InstructorDto } from '@classhub/contracts';
import { PopularInstructorsService } from './popular-instructors.service.js';
import { Route } from '@classhub/nest-kit';

/** Public: the home page's popular instructors (photo, name, email, role only). */
@Controller()
export class PopularInstructorsHttpController {
  constructor(private readonly popular: PopularInstructorsService) {}

  @Route(ROUTES.listPopularInstructors)
  list(): Promise<InstructorDto[]> {
    return this.popular.list();
  }
}
