import type { ClassDto, ClassStatus } from '@classhub/contracts';

/** Spec §4: approved or denied as stored, anything else (a missing or unknown status) is pending. */
export function classStatusOf(cls: Pick<ClassDto, 'status'>): ClassStatus {
  return cls.status === 'approved' || cls.status === 'denied' ? cls.status : 'pending';
}
