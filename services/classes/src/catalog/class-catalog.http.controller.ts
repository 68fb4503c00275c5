import { Controller, Get, Param, Query } from '@nestjs/common';
import { approvedClassesQuerySchema, type ClassDto, type ClassPage } from '@classhub/contracts';
import { parseBody } from '@classhub/nest-kit';
import { CLASS_ID_PIPE } from '../classes/class-id.pipe.js';
import { ClassCatalogService } from './class-catalog.service.js';

/** What anyone may read, signed in or not (spec §6: see home, instructors, classes). */
@Controller()
export class ClassCatalogHttpController {
  constructor(private readonly catalog: ClassCatalogService) {}

  @Get('approvedclass')
  listApproved(@Query() query: unknown): Promise<ClassDto[] | ClassPage> {
    return this.catalog.listApproved(parseBody(approvedClassesQuerySchema, query));
  }

  @Get('popularclass')
  listPopular(): Promise<ClassDto[]> {
    return this.catalog.listPopular();
  }

  @Get('classes/:id/detail')
  getDetail(@Param('id', CLASS_ID_PIPE) id: string): Promise<ClassDto> {
    return this.catalog.getApproved(id);
  }
}
