import { Controller, Param } from '@nestjs/common';
import { ROUTES, CLASS_MESSAGES } from '@classhub/contracts';
import { Route, gone } from '@classhub/nest-kit';

/**
 * The spec's PUT /updateClass/{id} let the browser set seats and enrolments after paying. Seats now change only through
 * the checkout saga, so the call is answered 410 Gone with the reason, whoever sends it
 * (docs/architecture.md#ownership).
 */
@Controller()
export class UpdateClassHttpController {
  @Route(ROUTES.updateClassSeats)
  update(@Param('id') _id: string): never {
    throw gone(CLASS_MESSAGES.seatsFromCheckoutOnly);
  }
}
