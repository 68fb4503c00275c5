import { z } from 'zod';
import { defineEvent } from '../events/event-definition.js';

/** Everything an admin can undo or decide that the audit log keeps (issue 36, point 6). */
export const ADMIN_ACTIONS = [
  'user.role-changed',
  'user.suspended',
  'user.reactivated',
  'class.approved',
  'class.denied',
  'class.approval-reversed',
  'class.denial-reversed',
  'class.edit-approved',
  'class.edit-denied',
  'class.cancelled',
  'review.hidden',
  'review.unhidden',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const ADMIN_ACTION_TARGETS = ['user', 'class', 'review'] as const;
export type AdminActionTarget = (typeof ADMIN_ACTION_TARGETS)[number];

export const adminActionSchema = z.object({
  actorId: z.uuid(),
  actorName: z.string(),
  actorEmail: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  targetType: z.enum(ADMIN_ACTION_TARGETS),
  targetId: z.string(),
  /** The target's name (a class's, a user's email, a review's class) when it happened. */
  targetLabel: z.string(),
  reason: z.string().optional(),
  occurredAt: z.iso.datetime({ offset: true }),
});
export type AdminActionRecord = z.infer<typeof adminActionSchema>;

/**
 * An admin acted in a service other than identity (classes: approvals, reversals, edits decided, reviews hidden).
 * Written to the outbox in the action's own transaction; identity keeps it in the audit log, once per event id.
 */
export const ADMIN_ACTION_RECORDED_V1 = defineEvent('classes.admin-action.recorded.v1', adminActionSchema);
