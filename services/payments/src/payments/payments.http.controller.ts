import { Controller, Get, Query } from '@nestjs/common';
import { normalizeEmail, type PaymentDto } from '@classhub/contracts';
import { badRequest, CurrentUser, forbidden, Roles, type AuthenticatedUser } from '@classhub/nest-kit';
import { PaymentsService } from './payments.service.js';

/** Spec §7 payment lists: each caller sees only what is theirs. */
@Controller()
export class PaymentsHttpController {
  constructor(private readonly paymentsService: PaymentsService) {}

  @Get('payment')
  @Roles('student')
  ofStudent(@CurrentUser() student: AuthenticatedUser, @Query('email') email: unknown): Promise<PaymentDto[]> {
    if (typeof email !== 'string' || email.trim() === '') throw badRequest('email is required: GET /payment?email=<your email>');
    if (normalizeEmail(email) !== student.email) throw forbidden();
    return this.paymentsService.ofStudent(student.id);
  }

  /** The spec's `?name=` (a display name) is ignored: sales are the signed-in instructor's own. */
  @Get('instructorpayment')
  @Roles('instructor')
  ofInstructor(@CurrentUser() instructor: AuthenticatedUser): Promise<PaymentDto[]> {
    return this.paymentsService.ofInstructor(instructor.email);
  }

  @Get('allpayment')
  @Roles('admin')
  all(): Promise<PaymentDto[]> {
    return this.paymentsService.all();
  }
}
