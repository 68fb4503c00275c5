import type { RosterRowDto } from '@classhub/contracts';
import { BreakableCell, BreakableEmail, DateTime, formatPrice, NumericCell, RowHeader, TableView } from '@classhub/ui';

const COLUMNS = ['Student', 'Email', 'Paid', 'Amount paid', 'Refund', 'Enrolment'] as const;

const ENROLMENT_LABELS: Record<RosterRowDto['enrolmentStatus'], string> = {
  pending: 'Pending',
  confirmed: 'Enrolled',
  refunded: 'Refunded',
};

/** The roster's rows, oldest payment first; TableView turns each row into a card on a phone. */
export function RosterTable({ rows }: { rows: readonly RosterRowDto[] }) {
  return (
    <TableView label="Roster" caption="Students who enrolled, oldest payment first" columns={COLUMNS}>
      {rows.map((row) => (
        <tr key={row.paymentId}>
          <RowHeader scope="row">{row.studentName}</RowHeader>
          <BreakableCell>
            <BreakableEmail email={row.studentEmail} />
          </BreakableCell>
          <td>
            <DateTime iso={row.paidAt} />
          </td>
          <NumericCell>{formatPrice(row.amountPaid)}</NumericCell>
          <td>{row.refundLabel ?? 'None'}</td>
          <td>{ENROLMENT_LABELS[row.enrolmentStatus]}</td>
        </tr>
      ))}
    </TableView>
  );
}
