import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import {
  ROUTES,
  createClassRequestSchema,
  instructorClassesQuerySchema,
  normalizeEmail,
  type ClassDto,
  type ClassListPage,
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
  listOf(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('email') email: string,
    @Query() query: unknown,
  ): Promise<ClassDto[] | ClassListPage> {
    const instructorEmail = normalizeEmail(email);
    if (caller.role !== 'admin' && instructorEmail !== caller.email) throw forbidden();
    return this.instructorClasses.listOf(instructorEmail, parseBody(instructorClassesQuerySchema, query));
  }

  @Route(ROUTES.addClass)
  @HttpCode(201)
  create(@CurrentUser() caller: AuthenticatedUser, @Body() body: unknown): Promise<InsertedResponse> {
    return this.instructorClasses.create(caller, parseBody(createClassRequestSchema, body));
  }
}
