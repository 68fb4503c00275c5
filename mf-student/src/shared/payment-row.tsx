import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import type { PaymentDto } from '@classhub/contracts';
import { Link } from '@classhub/routing';
import {
  Badge,
  BreakableCell,
  BreakableEmail,
  DateTime,
  formatPrice,
  IndexCell,
  NumericCell,
  RowHeader,
} from '@classhub/ui';
import { ClassImage } from './class-image';
import { ReceiptLink, RefundNote, StackedAction } from './data-table.styles';
import { EnrolmentStatusBadge } from './enrolment-status';
import { RefundButton } from './refund-button';

/** What a cell of a payment's row shows; each of the student's tables picks its columns from these. */
export type PaymentCell =
  | 'index'
  | 'image'
  | 'className'
  | 'instructorName'
  | 'studentName'
  | 'studentEmail'
  | 'transactionId'
  | 'method'
  | 'date'
  | 'price'
  | 'amount'
  | 'status'
  | 'receipt'
  | 'refund'
  | 'statusAndRefund'
  | 'attend';

// The next session, joining link and calendar (decision 0040): only My Enrolled Classes shows them, so their code
// (and the date formatting) loads with that column only.
const ClassJoining = lazy(() =>
  import('../features/enrolled-classes/class-joining').then(({ ClassJoining }) => ({ default: ClassJoining })),
);

/** A column of a payments table: its header and what its cells show. */
export interface PaymentColumn {
  label: string;
  cell: PaymentCell;
}

interface CellInput {
  payment: PaymentDto;
  index: number;
  refundNote: ReactNode;
}

const CELLS: Record<PaymentCell, (input: CellInput) => ReactNode> = {
  index: ({ index }) => <IndexCell>{index + 1}</IndexCell>,
  image: ({ payment }) => (
    <td>
      <ClassImage src={payment.classImage} />
    </td>
  ),
  className: ({ payment }) => <RowHeader scope="row">{payment.className}</RowHeader>,
  instructorName: ({ payment }) => <td>{payment.instructorName}</td>,
  studentName: ({ payment }) => <td>{payment.name}</td>,
  studentEmail: ({ payment }) => (
    <BreakableCell>
      <BreakableEmail email={payment.email} />
    </BreakableCell>
  ),
  transactionId: ({ payment }) => (
    <BreakableCell>
      <code>{payment.transactionId}</code>
    </BreakableCell>
  ),
  // Every payment is a card payment.
  method: () => <td>Card</td>,
  date: ({ payment }) => (
    <td>
      <DateTime iso={payment.date} />
    </td>
  ),
  price: ({ payment }) => <NumericCell>{formatPrice(payment.price)}</NumericCell>,
  amount: ({ payment, refundNote }) => (
    <NumericCell>
      {formatPrice(payment.price)}
      {payment.enrolmentStatus === 'refunded' || payment.refund ? (
        <>
          {' '}
          {payment.refund ? <EnrolmentStatusBadge payment={payment} /> : <Badge $tone="danger">Refunded</Badge>}
          {refundNote}
        </>
      ) : null}
    </NumericCell>
  ),
  // The transaction with its receipt's link under it: a column of its own would push Payment History past a laptop.
  receipt: ({ payment }) => (
    <BreakableCell>
      <code>{payment.transactionId}</code>
      <ReceiptLink to={`/dashboard/receipt/${payment._id}`} aria-label={`Receipt for ${payment.className}`}>
        Receipt
      </ReceiptLink>
    </BreakableCell>
  ),
  status: ({ payment, refundNote }) => (
    <td>
      <EnrolmentStatusBadge payment={payment} />
      {refundNote}
    </td>
  ),
  refund: ({ payment }) => (
    <td>
      <RefundButton payment={payment} />
    </td>
  ),
  // The enrolment's status with its refund under it: columns of their own would push My Enrolled Classes past a laptop.
  statusAndRefund: ({ payment, refundNote }) => (
    <td>
      <EnrolmentStatusBadge payment={payment} />
      {refundNote}
      <StackedAction>
        <RefundButton payment={payment} />
      </StackedAction>
    </td>
  ),
  // How to attend a confirmed enrolment: the next session, joining link and calendar (decision 0040), and the class
  // page's review form (decision 0043), which says when the class cannot be reviewed yet.
  attend: ({ payment }) => (
    <td>
      {payment.enrolmentStatus === 'confirmed' ? (
        <>
          <Suspense fallback={null}>
            <ClassJoining classId={payment.classId} className={payment.className} />
          </Suspense>
          <StackedAction>
            <Link to={`/classes/${encodeURIComponent(payment.classId)}#review`}>Write a review</Link>
          </StackedAction>
        </>
      ) : null}
    </td>
  ),
};

/** Why a payment was refunded, or, while its refund is delayed, that it is being looked after (decision 0034). */
function refundNoteOf(payment: PaymentDto): string | undefined {
  if (payment.refund?.state === 'failed' && !payment.refund.resolvedAt)
    return 'The card provider could not return the money yet; our team is on it.';
  return payment.refundReason;
}

export interface PaymentRowProps {
  payment: PaymentDto;
  /** The row's place in its table, from 0. */
  index: number;
  columns: readonly PaymentColumn[];
  /** Whether a refunded payment says why under its mark (the full tables do, the home page's short lists do not). */
  refundReasons?: boolean;
}

/** One payment as a row of the student's tables (Enrolled Classes, Payment History, the home page's lists). */
export function PaymentRow({ payment, index, columns, refundReasons = true }: PaymentRowProps) {
  const note = refundReasons ? refundNoteOf(payment) : undefined;
  const refundNote = note ? <RefundNote>{note}</RefundNote> : null;
  return (
    <tr>
      {columns.map(({ cell }) => (
        <Fragment key={cell}>{CELLS[cell]({ payment, index, refundNote })}</Fragment>
      ))}
    </tr>
  );
}

/** The headers of a payments table's columns. */
export const columnLabels = (columns: readonly PaymentColumn[]) => columns.map(({ label }) => label);
