// GET /admin/audit: the admins' audit log (issue 36, point 6; decision 0045).
import * as z from 'zod/mini';
import { documented, idSchema } from '../http/api-schemas.js';
import { listPageSchema, optionalWholeNumberText, PAGED_LIST_LIMITS, type ListPage } from '../http/paged-list.js';
import { ADMIN_ACTION_TARGETS, ADMIN_ACTIONS } from './admin-action.events.js';

/** Newest first; `action` one kind of action, `targetId` one user's, class's or review's entries. */
export const listAdminActionsQuerySchema = z.object({
  action: z.optional(z.enum(ADMIN_ACTIONS, { error: `action must be one of ${ADMIN_ACTIONS.join(', ')}` })),
  targetId: z.optional(z.string().check(z.trim(), z.maxLength(100, 'targetId must be at most 100 characters'))),
  page: optionalWholeNumberText('page must be a whole number of at least 1', PAGED_LIST_LIMITS.pageMax),
  pageSize: optionalWholeNumberText(
    `pageSize must be a whole number from 1 to ${PAGED_LIST_LIMITS.pageSizeMax}`,
    PAGED_LIST_LIMITS.pageSizeMax,
  ),
});
export type ListAdminActionsQueryInput = z.input<typeof listAdminActionsQuerySchema>;
export type ListAdminActionsQuery = z.output<typeof listAdminActionsQuerySchema>;

export const adminActionEntrySchema = documented(
  z.object({
    id: idSchema,
    occurredAt: documented(z.string(), { format: 'date-time' }),
    actorName: z.string(),
    actorEmail: z.string(),
    action: documented(z.enum(ADMIN_ACTIONS), { id: 'AdminAction' }),
    targetType: z.enum(ADMIN_ACTION_TARGETS),
    targetId: z.string(),
    targetLabel: documented(z.string(), { description: "The target's name or email when it happened." }),
    reason: z.nullable(z.string()),
  }),
  {
    id: 'AdminActionEntry',
    description: 'One entry of the audit log: who did what to which account or class, and why.',
  },
);
export interface AdminActionEntry extends z.output<typeof adminActionEntrySchema> {}

export const adminActionPageSchema = listPageSchema(adminActionEntrySchema, {
  id: 'AdminActionPage',
  description: 'A page of the audit log, newest first.',
});
export type AdminActionPage = ListPage<AdminActionEntry>;
