import { CLASS_STATUS_LABELS, type ClassStatus } from '@classhub/contracts';
import { Badge, type BadgeTone } from '@classhub/ui';

const TONES: Record<ClassStatus, BadgeTone> = { approved: 'success', denied: 'danger', pending: 'primary' };

/** The class's review status as a coloured label; the word itself carries the meaning, not the colour. */
export function ClassStatusBadge({ status }: { status: ClassStatus }) {
  return (
    <Badge $tone={TONES[status] ?? TONES.pending} data-status={status}>
      {CLASS_STATUS_LABELS[status] ?? CLASS_STATUS_LABELS.pending}
    </Badge>
  );
}
