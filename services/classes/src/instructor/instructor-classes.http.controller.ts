import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { createClassRequestSchema, normalizeEmail, type ClassDto, type InsertedResponse } from '@classhub/contracts';
import { CurrentUser, forbidden, parseBody, Roles, type AuthenticatedUser } from '@classhub/nest-kit';
import { InstructorClassesService } from './instructor-classes.service.js';

/** Spec §7 Classes: an instructor adds classes and lists their own; an admin may list anyone's. */
@Controller('classes')
export class InstructorClassesHttpController {
  constructor(private readonly instructorClasses: InstructorClassesService) {}

  @Get(':email')
  @Roles('instructor', 'admin')
  listOf(@CurrentUser() caller: AuthenticatedUser, @Param('email') email: string): Promise<ClassDto[]> {
    const instructorEmail = normalizeEmail(email);
    if (caller.role !== 'admin' && instructorEmail !== caller.email) throw forbidden();
    return this.instructorClasses.listOf(instructorEmail);
  }

  @Post()
  @HttpCode(201)
  @Roles('instructor')
  create(@CurrentUser() caller: AuthenticatedUser, @Body() body: unknown): Promise<InsertedResponse> {
    return this.instructorClasses.create(caller, parseBody(createClassRequestSchema, body));
  }
}
