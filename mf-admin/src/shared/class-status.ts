import type { ClassDto, ClassStatus } from '@classhub/contracts';

export const CLASS_STATUS_LABELS: Record<ClassStatus, string> = { pending: 'Pending', approved: 'Approved', denied: 'Denied' };

/** Spec §4: approved or denied as stored, anything else (a missing or unknown status) is pending. */
export function classStatusOf(cls: Pick<ClassDto, 'status'>): ClassStatus {
  return cls.status === 'approved' || cls.status === 'denied' ? cls.status : 'pending';
}
