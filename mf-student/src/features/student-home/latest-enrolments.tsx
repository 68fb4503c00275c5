import type { PaymentDto } from '@classhub/contracts';
import type { PaymentColumn } from '../../shared/payment-row';
import { LatestPaymentsTable } from './latest-payments-table';

const COLUMNS: PaymentColumn[] = [
  { label: 'Class Name', cell: 'className' },
  { label: 'Instructor Name', cell: 'instructorName' },
  { label: 'Price', cell: 'price' },
  { label: 'Status', cell: 'status' },
];
const EMPTY = { title: 'No enrolments yet', message: 'Classes you pay for appear here.' };

/** 'Latest Enrolled History' (docs/product.md#student-home): the newest enrolments, refunded ones left out. */
export function LatestEnrolments({ payments }: { payments: PaymentDto[] }) {
  return <LatestPaymentsTable title="Latest Enrolled History" columns={COLUMNS} payments={payments} empty={EMPTY} />;
}
