import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import { ROUTES, cancelClassRequestSchema, type ClassCancelledDto } from '@classhub/contracts';
import { CurrentUser, parseBody, Route, type AuthenticatedUser } from '@classhub/nest-kit';
import { CLASS_ID_PIPE } from '../classes/class-id.pipe.js';
import { ClassCancellationService } from './class-cancellation.service.js';

/** POST /classes/{id}/cancel: its instructor, or an admin (decision 0041). */
@Controller()
export class ClassCancellationHttpController {
  constructor(private readonly cancellation: ClassCancellationService) {}

  @Route(ROUTES.cancelClass)
  @HttpCode(200)
  cancel(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', CLASS_ID_PIPE) id: string,
    @Body() body: unknown,
  ): Promise<ClassCancelledDto> {
    return this.cancellation.cancel(caller, id, parseBody(cancelClassRequestSchema, body ?? {}).reason || undefined);
  }
}
