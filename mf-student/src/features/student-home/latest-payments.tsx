import type { PaymentDto } from '@classhub/contracts';
import type { PaymentColumn } from '../../shared/payment-row';
import { LatestPaymentsTable } from './latest-payments-table';

const COLUMNS: PaymentColumn[] = [
  { label: 'Payment Method', cell: 'method' },
  { label: 'Date & Time', cell: 'date' },
  { label: 'Price', cell: 'amount' },
];
const EMPTY = { title: 'No payments yet', message: 'Your card payments appear here.' };

/** 'Latest Payment History' (docs/product.md#student-home): every payment is a card payment; refunds are marked. */
export function LatestPayments({ payments }: { payments: PaymentDto[] }) {
  return <LatestPaymentsTable title="Latest Payment History" columns={COLUMNS} payments={payments} empty={EMPTY} />;
}
