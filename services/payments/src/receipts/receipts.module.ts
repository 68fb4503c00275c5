import { Module } from '@nestjs/common';
import { ReceiptIssuer } from './receipt-issuer.js';
import { ReceiptsHttpController } from './receipts.http.controller.js';
import { ReceiptsService } from './receipts.service.js';

/** Receipts: numbered and announced as each payment is recorded (ReceiptIssuer, in the saga's transaction), and read. */
@Module({
  controllers: [ReceiptsHttpController],
  providers: [ReceiptIssuer, ReceiptsService],
  exports: [ReceiptIssuer],
})
export class ReceiptsModule {}
