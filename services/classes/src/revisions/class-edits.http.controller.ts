import { Body, Controller, Param } from '@nestjs/common';
import {
  ROUTES,
  classEditRequestSchema,
  classReasonRequestSchema,
  type ClassEditDto,
  type ClassEditOutcome,
  type ModifiedResponse,
} from '@classhub/contracts';
import { CurrentUser, parseBody, Route, type AuthenticatedUser } from '@classhub/nest-kit';
import { CLASS_ID_PIPE } from '../classes/class-id.pipe.js';
import { ClassEditsService } from './class-edits.service.js';

/** Edits of classes (decision 0041): the instructor's, and an admin's decision on an approved class's edit. */
@Controller()
export class ClassEditsHttpController {
  constructor(private readonly edits: ClassEditsService) {}

  @Route(ROUTES.updateClass)
  edit(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', CLASS_ID_PIPE) id: string,
    @Body() body: unknown,
  ): Promise<ClassEditOutcome> {
    return this.edits.edit(caller, id, parseBody(classEditRequestSchema, body));
  }

  @Route(ROUTES.listClassEdits)
  list(@CurrentUser() caller: AuthenticatedUser): Promise<ClassEditDto[]> {
    return this.edits.list(caller);
  }

  @Route(ROUTES.approveClassEdit)
  approve(@CurrentUser() admin: AuthenticatedUser, @Param('id', CLASS_ID_PIPE) id: string): Promise<ModifiedResponse> {
    return this.edits.approve(admin, id);
  }

  @Route(ROUTES.denyClassEdit)
  deny(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id', CLASS_ID_PIPE) id: string,
    @Body() body: unknown,
  ): Promise<ModifiedResponse> {
    return this.edits.deny(admin, id, parseBody(classReasonRequestSchema, body).reason);
  }
}
