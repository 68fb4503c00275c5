import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import {
  adminRefundRequestSchema,
  REFUND_MESSAGES,
  resolveRefundRequestSchema,
  ROUTES,
  type RefundDto,
  type RefundTaskDto,
} from '@classhub/contracts';
import { CurrentUser, ParseUuidPipe, Route, parseBody, type AuthenticatedUser } from '@classhub/nest-kit';
import { RefundsService } from './refunds.service.js';

const PAYMENT_ID = new ParseUuidPipe(REFUND_MESSAGES.paymentNotFound);
const REFUND_ID = new ParseUuidPipe(REFUND_MESSAGES.refundNotFound);

/**
 * Refunds (decision 0034). Each answers 202: the refund is written down and under way (the seat goes back, then the
 * money); its state is on the payment in the lists.
 */
@Controller()
export class RefundsHttpController {
  constructor(private readonly refunds: RefundsService) {}

  /** A student's own payment, inside the refund window; anyone else's is not found. */
  @Route(ROUTES.requestRefund)
  @HttpCode(202)
  request(@CurrentUser() student: AuthenticatedUser, @Param('id', PAYMENT_ID) paymentId: string): Promise<RefundDto> {
    return this.refunds.request(paymentId, { initiatedBy: 'student', userId: student.id });
  }

  @Route(ROUTES.refundPaymentAsAdmin)
  @HttpCode(202)
  refundAsAdmin(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id', PAYMENT_ID) paymentId: string,
    @Body() body: unknown,
  ): Promise<RefundDto> {
    const { reason } = parseBody(adminRefundRequestSchema, body);
    return this.refunds.request(paymentId, { initiatedBy: 'admin', userId: admin.id, reason });
  }

  @Route(ROUTES.listRefundTasks)
  tasks(): Promise<RefundTaskDto[]> {
    return this.refunds.tasks();
  }

  /** The provider is asked again, as a new refund; the answer says how that went (it may fail again). */
  @Route(ROUTES.retryRefund)
  @HttpCode(200)
  retry(@Param('id', REFUND_ID) refundId: string): Promise<RefundDto> {
    return this.refunds.retry(refundId);
  }

  /** The money went back another way (or will not): the task is closed with the admin's note. */
  @Route(ROUTES.resolveRefundTask)
  @HttpCode(200)
  resolve(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id', REFUND_ID) refundId: string,
    @Body() body: unknown,
  ): Promise<RefundDto> {
    const { note } = parseBody(resolveRefundRequestSchema, body);
    return this.refunds.resolve(refundId, note, admin.id);
  }
}
