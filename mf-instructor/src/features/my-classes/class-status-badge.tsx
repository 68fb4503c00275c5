import styled from 'styled-components';
import type { ClassStatus } from '@classhub/contracts';

/** The issue asks for Denied to be shown as Denied, where the spec's instructor view said Pending (§4). */
export const STATUS_LABELS: Record<ClassStatus, string> = { approved: 'Approved', pending: 'Pending', denied: 'Denied' };

const Badge = styled.span<{ $status: ClassStatus }>`
  display: inline-block;
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $status }) => ($status === 'approved' ? theme.color.success : $status === 'denied' ? theme.color.danger : theme.color.primaryText)};
  background: ${({ theme, $status }) =>
    $status === 'approved' ? theme.color.successSoft : $status === 'denied' ? theme.color.dangerSoft : theme.color.primarySoft};
`;

/** The class's review status as a coloured label; the word itself carries the meaning, not the colour. */
export function ClassStatusBadge({ status }: { status: ClassStatus }) {
  return (
    <Badge $status={status} data-status={status}>
      {STATUS_LABELS[status] ?? STATUS_LABELS.pending}
    </Badge>
  );
}
