import { formatReceiptNumber, type EventData, type RECEIPT_ISSUED_V1 } from '@classhub/contracts';
import { action, details, paragraph, type MailContent, type MailSite } from './mail-content.js';
import { formatCents, formatMailDate } from './mail-format.js';

export type Receipt = EventData<typeof RECEIPT_ISSUED_V1>;

/** The receipt of one payment: every figure a student needs to keep, and where the printable copy is. */
export function receiptMail(receipt: Receipt, site: MailSite): MailContent {
  const number = formatReceiptNumber(receipt.receiptNumber);
  const discount = receipt.couponCode ? `Discount (${receipt.couponCode})` : 'Discount';
  const card =
    receipt.cardBrand && receipt.cardLast4
      ? `${receipt.cardBrand.toUpperCase()} ending in ${receipt.cardLast4}`
      : 'No card (free enrolment)';
  return {
    subject: `Your ClassHub receipt ${number} for "${receipt.className}"`,
    heading: `Receipt ${number}`,
    greetingName: receipt.studentName,
    blocks: [
      paragraph(`Thank you for your payment. This is your receipt for "${receipt.className}".`),
      details([
        { label: 'Receipt number', value: number },
        { label: 'Date', value: formatMailDate(receipt.issuedAt) },
        { label: 'Billed to', value: `${receipt.studentName} <${receipt.studentEmail}>` },
        { label: 'Class', value: receipt.className },
        { label: 'Instructor', value: receipt.instructorName },
        { label: 'List price', value: formatCents(receipt.listPriceCents) },
        { label: discount, value: `-${formatCents(receipt.discountCents)}` },
        { label: 'Total paid', value: formatCents(receipt.totalCents), strong: true },
        { label: 'Paid with', value: card },
        { label: 'Transaction', value: receipt.transactionId },
      ]),
      paragraph(
        receipt.refundDeadline
          ? `You can ask for a refund from Payment History until ${formatMailDate(receipt.refundDeadline)}; your seat is then given up.`
          : 'This enrolment was free, so there is nothing to refund.',
      ),
      action('View or print this receipt', `${site.publicUrl}/dashboard/receipt/${receipt.paymentId}`),
      paragraph(`Need help with this payment? Write to ${site.supportEmail} and quote ${number}.`),
    ],
  };
}
