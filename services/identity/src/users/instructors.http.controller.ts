import { Controller, Get } from '@nestjs/common';
import type { InstructorDto } from '@classhub/contracts';
import { UsersService } from './users.service.js';

/** Public: the instructors list of the catalogue (photo, name, email, role only). */
@Controller('instructors')
export class InstructorsHttpController {
  constructor(private readonly usersService: UsersService) {}

  @Get()
  list(): Promise<InstructorDto[]> {
    return this.usersService.listInstructors();
  }
}
