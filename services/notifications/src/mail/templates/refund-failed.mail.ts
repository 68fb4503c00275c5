import type { EventData, REFUND_FAILED_V1 } from '@classhub/contracts';
import { action, details, paragraph, type MailContent, type MailSite } from './mail-content.js';
import { formatCents, formatMailDate } from './mail-format.js';
import { receiptReference } from './refund-succeeded.mail.js';

export type FailedRefund = EventData<typeof REFUND_FAILED_V1>;

const figures = (refund: FailedRefund) =>
  details([
    { label: 'Receipt', value: receiptReference(refund) },
    { label: 'Class', value: refund.className },
    { label: 'Amount', value: formatCents(refund.amountCents), strong: true },
    { label: 'Date', value: formatMailDate(refund.at) },
  ]);

/** To the student: the refund did not go through yet, and an admin is on it. */
export function refundFailedStudentMail(refund: FailedRefund, site: MailSite): MailContent {
  const receipt = receiptReference(refund);
  return {
    subject: `Your refund for "${refund.className}" is delayed (${receipt})`,
    heading: 'Your refund did not go through yet',
    greetingName: refund.studentName,
    blocks: [
      paragraph(
        `The card provider did not complete the refund of your payment for "${refund.className}" (receipt ${receipt}). Your seat was given up, and an admin has been told and will resolve it; you need not do anything.`,
      ),
      figures(refund),
      paragraph(`Questions? Write to ${site.supportEmail} and quote ${receipt}.`),
    ],
  };
}

/** To each admin: a refund to resolve by hand. */
export function refundFailedAdminMail(refund: FailedRefund, admin: { name: string }, site: MailSite): MailContent {
  return {
    subject: `Refund failed: ${refund.studentName}, "${refund.className}" (${receiptReference(refund)})`,
    heading: 'A refund failed and needs you',
    greetingName: admin.name,
    blocks: [
      paragraph(
        `The refund of ${refund.studentName}'s payment (${refund.studentEmail}) failed after the seat was given back. The provider said: ${refund.failureReason}`,
      ),
      figures(refund),
      action('Resolve it in Transactions', `${site.publicUrl}/dashboard/transactions`),
    ],
  };
}
