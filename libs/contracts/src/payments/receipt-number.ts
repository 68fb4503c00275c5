/** A receipt number as people read it, on the receipt page and in the mail: `CH-000042`. */
export function formatReceiptNumber(receiptNumber: number): string {
  return `CH-${String(receiptNumber).padStart(6, '0')}`;
}
