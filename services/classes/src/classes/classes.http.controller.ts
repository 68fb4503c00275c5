import { Controller, Get } from '@nestjs/common';
import type { ClassDto } from '@classhub/contracts';
import { ClassesService } from './classes.service.js';

@Controller()
export class ClassesHttpController {
  constructor(private readonly classesService: ClassesService) {}

  @Get('approvedclass')
  listApproved(): Promise<ClassDto[]> {
    return this.classesService.listApproved();
  }
}
