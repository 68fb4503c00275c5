import { formatReceiptNumber, type EventData, type REFUND_SUCCEEDED_V1 } from '@classhub/contracts';
import { action, details, paragraph, type MailContent, type MailSite } from './mail-content.js';
import { formatCents, formatMailDate } from './mail-format.js';

export type Refund = EventData<typeof REFUND_SUCCEEDED_V1>;

/** The receipt a refund refers to, as its rows and words show it. */
export const receiptReference = (refund: Pick<Refund, 'receiptNumber' | 'paymentId'>) =>
  refund.receiptNumber ? formatReceiptNumber(refund.receiptNumber) : `payment ${refund.paymentId}`;

export function refundSucceededMail(refund: Refund, site: MailSite): MailContent {
  const receipt = receiptReference(refund);
  return {
    subject: `Your refund for "${refund.className}" (${receipt})`,
    heading: 'Your refund is on its way',
    greetingName: refund.studentName,
    blocks: [
      paragraph(
        `We refunded your payment for "${refund.className}" (receipt ${receipt}). Your seat in the class was given up. The money reaches your card within 5 to 10 business days, depending on your bank.`,
      ),
      details([
        { label: 'Receipt', value: receipt },
        { label: 'Class', value: refund.className },
        { label: 'Refunded', value: formatCents(refund.amountCents), strong: true },
        { label: 'Date', value: formatMailDate(refund.at) },
        ...(refund.reason ? [{ label: 'Reason', value: refund.reason }] : []),
      ]),
      action('View the receipt', `${site.publicUrl}/dashboard/receipt/${refund.paymentId}`),
      paragraph(`Questions about this refund? Write to ${site.supportEmail} and quote ${receipt}.`),
    ],
  };
}
