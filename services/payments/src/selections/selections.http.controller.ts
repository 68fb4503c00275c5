import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { createSelectionRequestSchema, normalizeEmail, PAYMENT_MESSAGES, type SelectedClassDto } from '@classhub/contracts';
import { CurrentUser, forbidden, parseBody, ParseUuidPipe, Roles, type AuthenticatedUser } from '@classhub/nest-kit';
import { CheckoutService } from '../checkout/checkout.service.js';
import { SelectionsService } from './selections.service.js';

const SELECTION_ID_PIPE = new ParseUuidPipe('Invalid selected class id');

/** Spec §7 Selection: a student's own cart, and nobody else's. */
@Controller()
@Roles('student')
export class SelectionsHttpController {
  constructor(
    private readonly selectionsService: SelectionsService,
    private readonly checkout: CheckoutService,
  ) {}

  @Post('selected')
  @HttpCode(201)
  select(@CurrentUser() student: AuthenticatedUser, @Body() body: unknown): Promise<{ insertedId: string }> {
    const { classId, email } = parseBody(createSelectionRequestSchema, body);
    if (email !== undefined && normalizeEmail(email) !== student.email) throw forbidden(PAYMENT_MESSAGES.notYourEmail);
    return this.selectionsService.select(student, classId);
  }

  @Get('selected/:email')
  listOwn(@CurrentUser() student: AuthenticatedUser, @Param('email') email: string): Promise<SelectedClassDto[]> {
    if (normalizeEmail(email) !== student.email) throw forbidden();
    return this.selectionsService.listOf(student.id);
  }

  @Get('select/:id')
  getOwn(@CurrentUser() student: AuthenticatedUser, @Param('id', SELECTION_ID_PIPE) id: string): Promise<SelectedClassDto> {
    return this.selectionsService.getOwn(student.id, id);
  }

  @Delete('selected/:id')
  async remove(@CurrentUser() student: AuthenticatedUser, @Param('id', SELECTION_ID_PIPE) id: string): Promise<{ deletedCount: number }> {
    const answer = await this.selectionsService.remove(student.id, id);
    // A seat held for this cart item goes back to the class now rather than at the hold's expiry.
    await this.checkout.abandon(id);
    return answer;
  }
}
