import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import {
  ROUTES,
  createClassRequestSchema,
  normalizeEmail,
  type ClassDto,
  type InsertedResponse,
} from '@classhub/contracts';
import { Route, CurrentUser, forbidden, parseBody, type AuthenticatedUser } from '@classhub/nest-kit';
import { InstructorClassesService } from './instructor-classes.service.js';

/**
 * Classes calls (docs/product.md#classes): an instructor adds classes and lists their own; an admin may list anyone's.
 */
@Controller()
export class InstructorClassesHttpController {
  constructor(private readonly instructorClasses: InstructorClassesService) {}

  @Route(ROUTES.listInstructorClasses)
  listOf(@CurrentUser() caller: AuthenticatedUser, @Param('email') email: string): Promise<ClassDto[]> {
    const instructorEmail = normalizeEmail(email);
    if (caller.role !== 'admin' && instructorEmail !== caller.email) throw forbidden();
    return this.instructorClasses.listOf(instructorEmail);
  }

  @Route(ROUTES.addClass)
  @HttpCode(201)
  create(@CurrentUser() caller: AuthenticatedUser, @Body() body: unknown): Promise<InsertedResponse> {
    return this.instructorClasses.create(caller, parseBody(createClassRequestSchema, body));
  }
}
