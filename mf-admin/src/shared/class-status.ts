import type { ClassDto, ClassStatus } from '@classhub/contracts';
import type { BadgeTone } from '@classhub/ui';

/** The badge colour of each review status. */
export const CLASS_STATUS_TONES: Record<ClassStatus, BadgeTone> = { approved: 'success', denied: 'danger', pending: 'primary' };

/** Spec §4: approved or denied as stored, anything else (a missing or unknown status) is pending. */
export function classStatusOf(cls: Pick<ClassDto, 'status'>): ClassStatus {
  return cls.status === 'approved' || cls.status === 'denied' ? cls.status : 'pending';
}
