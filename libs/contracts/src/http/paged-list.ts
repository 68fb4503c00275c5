// The admins' and instructors' long lists (decision 0044): one way to ask for a page and one shape of a page, so
// Manage Users, Manage Classes and My Classes page alike. zod's mini API, as the other request schemas.
import * as z from 'zod/mini';
import { decimalText } from '../input/decimal-number.js';
import { documented, wholeNumberSchema, type ApiSchemaMeta } from './api-schemas.js';

export const PAGED_LIST_LIMITS = {
  /** The most rows one page may hold. */
  pageSizeMax: 100,
  /** The page size when `page` is asked without `pageSize`. */
  defaultPageSize: 20,
  pageMax: 1_000_000,
  searchMax: 100,
} as const;

/** An optional whole number from 1 to `max`, sent as query text in plain decimal notation. */
export const optionalWholeNumberText = (message: string, max: number) =>
  z.optional(z.pipe(decimalText(/^\d{1,7}$/, message), z.int().check(z.gte(1, message), z.lte(max, message))));

/** `q`, `page` and `pageSize`: what every paged list takes besides its own filters. */
export const pagedListQueryShape = {
  q: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          PAGED_LIST_LIMITS.searchMax,
          `Search text must be at most ${PAGED_LIST_LIMITS.searchMax} characters`,
        ),
      ),
  ),
  page: optionalWholeNumberText('page must be a whole number of at least 1', PAGED_LIST_LIMITS.pageMax),
  pageSize: optionalWholeNumberText(
    `pageSize must be a whole number from 1 to ${PAGED_LIST_LIMITS.pageSizeMax}`,
    PAGED_LIST_LIMITS.pageSizeMax,
  ),
};

export interface PageRequest {
  page?: number;
  pageSize?: number;
}

/**
 * The page asked for, or undefined when neither `page` nor `pageSize` was sent: then the answer stays the spec's plain
 * array, as the screens written before paging expect.
 */
export function requestedPage({ page, pageSize }: PageRequest): { page: number; pageSize: number } | undefined {
  if (page === undefined && pageSize === undefined) return undefined;
  return { page: page ?? 1, pageSize: pageSize ?? PAGED_LIST_LIMITS.defaultPageSize };
}

/** A page of `item`s: `{items, total, page, pageSize}`. Past the last page `items` is empty and `total` still true. */
export function listPageSchema<T extends z.core.$ZodType>(item: T, meta: ApiSchemaMeta) {
  return documented(
    z.object({
      items: z.array(item).check(z.maxLength(PAGED_LIST_LIMITS.pageSizeMax)),
      total: documented(wholeNumberSchema(0), { description: 'Matching rows on all pages.' }),
      page: wholeNumberSchema(1),
      pageSize: wholeNumberSchema(1, PAGED_LIST_LIMITS.pageSizeMax),
    }),
    meta,
  );
}

/** A page of rows shaped `T`. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
