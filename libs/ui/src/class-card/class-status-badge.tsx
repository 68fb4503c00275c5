import { CLASS_STATUS_LABELS, type ClassStatus } from '@classhub/contracts';
import { Badge, type BadgeTone } from '../badge';
import { VisuallyHidden } from '../layout';

const TONES: Record<ClassStatus, BadgeTone> = { approved: 'success', denied: 'danger', pending: 'primary' };

/**
 * A class's review status as a coloured label, read out as 'Status: Approved'; the word carries the meaning, not the
 * colour. A status this version does not know is shown as pending.
 */
export function ClassStatusBadge({ status }: { status: ClassStatus }) {
  const shown = Object.hasOwn(TONES, status) ? status : 'pending';
  return (
    <Badge $tone={TONES[shown]} data-status={status}>
      <VisuallyHidden>Status: </VisuallyHidden>
      {CLASS_STATUS_LABELS[shown]}
    </Badge>
  );
}
