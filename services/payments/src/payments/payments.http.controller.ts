import { Controller, Query } from '@nestjs/common';
import { ROUTES, normalizeEmail, type PaymentDto } from '@classhub/contracts';
import { Route, badRequest, CurrentUser, forbidden, type AuthenticatedUser } from '@classhub/nest-kit';
import { PaymentsService } from './payments.service.js';

/** The payment lists (docs/product.md#selection-and-payment): each caller sees only what is theirs. */
@Controller()
export class PaymentsHttpController {
  constructor(private readonly paymentsService: PaymentsService) {}

  /**
   * Any signed-in user's own payments (docs/product.md#routes lists the pages for any logged-in user): often none for
   * staff.
   */
  @Route(ROUTES.listStudentPayments)
  ofStudent(@CurrentUser() user: AuthenticatedUser, @Query('email') email: unknown): Promise<PaymentDto[]> {
    if (typeof email !== 'string' || email.trim() === '')
      throw badRequest('email is required: GET /payment?email=<your email>');
    if (normalizeEmail(email) !== user.email) throw forbidden();
    return this.paymentsService.ofStudent(user.id);
  }

  /** The spec's `?name=` (a display name) is ignored: sales are the signed-in instructor's own. */
  @Route(ROUTES.listInstructorPayments)
  ofInstructor(@CurrentUser() instructor: AuthenticatedUser): Promise<PaymentDto[]> {
    return this.paymentsService.ofInstructor(instructor.email);
  }

  @Route(ROUTES.listAllPayments)
  all(): Promise<PaymentDto[]> {
    return this.paymentsService.all();
  }
}
