// GET /users for Manage Users (decision 0044): search, role filter and pages.
import * as z from 'zod/mini';
import { listPageSchema, pagedListQueryShape, type ListPage } from '../http/paged-list.js';
import { adminUserSchema, type AdminUserDto } from './identity.responses.js';
import { USER_ROLES } from './user-roles.js';

/**
 * GET /users query (all optional): `q` is part of a name or email (any case), `role` one role. Without `page` and
 * `pageSize` the answer is the spec's plain array; with either, a `UserPage`.
 */
export const listUsersQuerySchema = z.object({
  ...pagedListQueryShape,
  role: z.optional(z.enum(USER_ROLES, { error: `role must be one of ${USER_ROLES.join(', ')}` })),
});
export type ListUsersQueryInput = z.input<typeof listUsersQuerySchema>;
export type ListUsersQuery = z.output<typeof listUsersQuerySchema>;

export const userPageSchema = listPageSchema(adminUserSchema, {
  id: 'UserPage',
  description: 'A page of `GET /users` (when `page` or `pageSize` is given), oldest account first.',
});

/** A page of GET /users. */
export type UserPage = ListPage<AdminUserDto>;
