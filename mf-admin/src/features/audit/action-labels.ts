import type { AdminAction } from '@classhub/contracts';

/** How the audit log names each kind of action. */
export const ADMIN_ACTION_LABELS: Record<AdminAction, string> = {
  'user.role-changed': 'Changed a role',
  'user.suspended': 'Suspended an account',
  'user.reactivated': 'Reactivated an account',
  'class.approved': 'Approved a class',
  'class.denied': 'Denied a class',
  'class.approval-reversed': 'Withdrew an approval',
  'class.denial-reversed': 'Reversed a denial',
  'class.edit-approved': 'Approved a class edit',
  'class.edit-denied': 'Denied a class edit',
  'class.cancelled': 'Cancelled a class',
  'review.hidden': 'Hid a review',
  'review.unhidden': 'Showed a hidden review again',
};
