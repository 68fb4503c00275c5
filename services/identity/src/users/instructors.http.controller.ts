import { Controller } from '@nestjs/common';
import { ROUTES, type InstructorDto } from '@classhub/contracts';
import { UsersService } from './users.service.js';
import { Route } from '@classhub/nest-kit';

/** Public: the instructors list of the catalogue (photo, name, email, role only). */
@Controller()
export class InstructorsHttpController {
  constructor(private readonly usersService: UsersService) {}

  @Route(ROUTES.listInstructors)
  list(): Promise<InstructorDto[]> {
    return this.usersService.listInstructors();
  }
}
