// GET /classes (Manage Classes) and GET /classes/{email} (My Classes) with filters and pages (decision 0044).
import * as z from 'zod/mini';
import { listPageSchema, pagedListQueryShape, type ListPage } from '../http/paged-list.js';
import { CLASS_STATUSES, type ClassDto } from './class.dto.js';
import { classSchema } from './class.responses.js';

const statusFilter = z.optional(
  z.enum(CLASS_STATUSES, { error: `status must be one of ${CLASS_STATUSES.join(', ')}` }),
);

/**
 * GET /classes query (all optional): `status` one review status, `q` part of the class's name or its instructor's
 * name or email (any case). Newest first. Without `page` and `pageSize` the answer is the spec's plain array; with
 * either, a `ClassListPage`.
 */
export const listClassesQuerySchema = z.object({ ...pagedListQueryShape, status: statusFilter });
export type ListClassesQueryInput = z.input<typeof listClassesQuerySchema>;
export type ListClassesQuery = z.output<typeof listClassesQuerySchema>;

/** GET /classes/{email} query: the same as GET /classes (the instructor is the path's). */
export const instructorClassesQuerySchema = listClassesQuerySchema;

export const classListPageSchema = listPageSchema(classSchema, {
  id: 'ClassListPage',
  description: 'A page of `GET /classes` or `GET /classes/{email}` (when `page` or `pageSize` is given), newest first.',
});

/** A page of GET /classes or GET /classes/{email}. */
export type ClassListPage = ListPage<ClassDto>;
