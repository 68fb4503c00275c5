import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import {
  ROUTES,
  createSelectionRequestSchema,
  normalizeEmail,
  PAYMENT_MESSAGES,
  type SelectedClassDto,
} from '@classhub/contracts';
import { Route, CurrentUser, forbidden, parseBody, ParseUuidPipe, type AuthenticatedUser } from '@classhub/nest-kit';
import { CheckoutService } from '../checkout-saga/checkout.service.js';
import { SelectionsService } from './selections.service.js';

const SELECTION_ID_PIPE = new ParseUuidPipe('Invalid selected class id');

/**
 * Selection (docs/product.md#selection-and-payment): a user's own cart, and nobody else's. Only students select
 * (docs/product.md#roles), but the cart pages are for any signed-in user (docs/product.md#routes), so reading and
 * emptying one's own cart needs only a sign-in: an instructor sees an empty list, a student promoted since keeps the
 * entries they made.
 */
@Controller()
export class SelectionsHttpController {
  constructor(
    private readonly selectionsService: SelectionsService,
    private readonly checkout: CheckoutService,
  ) {}

  @Route(ROUTES.selectClass)
  @HttpCode(201)
  select(@CurrentUser() student: AuthenticatedUser, @Body() body: unknown): Promise<{ insertedId: string }> {
    const { classId, email } = parseBody(createSelectionRequestSchema, body);
    if (email !== undefined && normalizeEmail(email) !== student.email) throw forbidden(PAYMENT_MESSAGES.notYourEmail);
    return this.selectionsService.select(student, classId);
  }

  @Route(ROUTES.listSelectedClasses)
  listOwn(@CurrentUser() user: AuthenticatedUser, @Param('email') email: string): Promise<SelectedClassDto[]> {
    if (normalizeEmail(email) !== user.email) throw forbidden();
    return this.selectionsService.listOf(user.id);
  }

  @Route(ROUTES.getSelectedClass)
  getOwn(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', SELECTION_ID_PIPE) id: string,
  ): Promise<SelectedClassDto> {
    return this.selectionsService.getOwn(user.id, id);
  }

  @Route(ROUTES.removeSelectedClass)
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', SELECTION_ID_PIPE) id: string,
  ): Promise<{ deletedCount: number }> {
    const answer = await this.selectionsService.remove(user.id, id);
    // A seat held for this cart item goes back to the class now rather than at the hold's expiry.
    await this.checkout.abandonSelection(id);
    return answer;
  }
}
