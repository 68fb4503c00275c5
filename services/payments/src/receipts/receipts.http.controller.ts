import { Controller, Param } from '@nestjs/common';
import { RECEIPT_MESSAGES, ROUTES, type ReceiptDto } from '@classhub/contracts';
import { CurrentUser, ParseUuidPipe, Route, type AuthenticatedUser } from '@classhub/nest-kit';
import { ReceiptsService } from './receipts.service.js';

const PAYMENT_ID = new ParseUuidPipe(RECEIPT_MESSAGES.paymentIdInvalid);

/** The printable receipt page's data (decision 0035). */
@Controller()
export class ReceiptsHttpController {
  constructor(private readonly receipts: ReceiptsService) {}

  @Route(ROUTES.getReceipt)
  get(@CurrentUser() user: AuthenticatedUser, @Param('id', PAYMENT_ID) id: string): Promise<ReceiptDto> {
    return this.receipts.of(user, id);
  }
}
