import { Injectable } from '@nestjs/common';
import {
  RECEIPT_ISSUED_V1,
  REFUND_FAILED_V1,
  REFUND_SUCCEEDED_V1,
  type EventData,
  type EventEnvelope,
} from '@classhub/contracts';
import { OnEvent, type EventsTransaction } from '@classhub/nest-kit';
import { eq } from 'drizzle-orm';
import { MailOutbox } from '../mail/mail-outbox.js';
import { receiptMail, type Receipt } from '../mail/templates/receipt.mail.js';
import { refundFailedAdminMail, refundFailedStudentMail } from '../mail/templates/refund-failed.mail.js';
import { refundSucceededMail, type Refund } from '../mail/templates/refund-succeeded.mail.js';
import { userContacts } from '../users/user-contact.entity.js';
import { ReceiptCalendar } from './receipt-calendar.js';

type FailedRefund = EventData<typeof REFUND_FAILED_V1>;

const student = (payment: { studentEmail: string; studentName: string; studentId: string }) => ({
  email: payment.studentEmail,
  name: payment.studentName,
  userId: payment.studentId,
});

/** Receipts and refunds: records of money, always sent whatever the preferences. */
@Injectable()
export class MoneyMailsHandler {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly calendar: ReceiptCalendar,
  ) {}

  /** The receipt, with the class's calendar attached when it has sessions (decision 0040). */
  @OnEvent(RECEIPT_ISSUED_V1)
  async onReceipt(receipt: Receipt, tx: EventsTransaction, envelope: EventEnvelope): Promise<void> {
    const content = receiptMail(receipt, this.outbox.site);
    const attachments = await this.calendar.attachmentsFor(receipt.classId);
    await this.outbox.enqueue(tx, envelope.id, 'receipt', student(receipt), content, attachments);
  }

  @OnEvent(REFUND_SUCCEEDED_V1)
  async onRefunded(refund: Refund, tx: EventsTransaction, envelope: EventEnvelope): Promise<void> {
    const content = refundSucceededMail(refund, this.outbox.site);
    await this.outbox.enqueue(tx, envelope.id, 'refund-succeeded', student(refund), content);
  }

  /** The student is told it is delayed; every admin the service knows of is asked to resolve it. */
  @OnEvent(REFUND_FAILED_V1)
  async onRefundFailed(refund: FailedRefund, tx: EventsTransaction, envelope: EventEnvelope): Promise<void> {
    const site = this.outbox.site;
    await this.outbox.enqueue(tx, envelope.id, 'refund-failed', student(refund), refundFailedStudentMail(refund, site));
    const admins = await tx
      .select({ userId: userContacts.userId, email: userContacts.email, name: userContacts.name })
      .from(userContacts)
      .where(eq(userContacts.role, 'admin'));
    for (const admin of admins)
      await this.outbox.enqueue(
        tx,
        envelope.id,
        'refund-failed-admin',
        admin,
        refundFailedAdminMail(refund, admin, site),
      );
  }
}
