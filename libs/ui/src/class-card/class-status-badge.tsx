import type { ClassStatus } from '@classhub/contracts';
import { Badge, type BadgeTone } from '../badge';
import { VisuallyHidden } from '../layout';

const TONES: Record<ClassStatus, BadgeTone> = { approved: 'success', denied: 'danger', pending: 'primary' };

export interface ClassStatusBadgeProps {
  status: ClassStatus;
  /** The status in words (`CLASS_STATUS_LABELS` of @classhub/contracts), passed in so this lib bundles none of contracts. */
  label: string;
}

/**
 * A class's review status as a coloured label, read out as 'Status: Approved'; the word carries the meaning, not the
 * colour. A status this version does not know has pending's colour.
 */
export function ClassStatusBadge({ status, label }: ClassStatusBadgeProps) {
  return (
    <Badge $tone={Object.hasOwn(TONES, status) ? TONES[status] : TONES.pending} data-status={status}>
      <VisuallyHidden>Status: </VisuallyHidden>
      {label}
    </Badge>
  );
}
