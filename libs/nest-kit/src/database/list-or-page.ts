import type { ListPage } from '@classhub/contracts';

/** Which rows of an ordered list one page holds. */
export interface RowRange {
  limit: number;
  offset: number;
}

/**
 * A list call's answer: every row (`load()` without a range) when no page was asked, as the spec's screens expect, or
 * the asked page with the total of matching rows. The page and the count are read at once; a page past the end is
 * empty and still carries the true total, so a client can go back to the last page.
 */
export async function listOrPage<T>(
  asked: { page: number; pageSize: number } | undefined,
  load: (range?: RowRange) => Promise<T[]>,
  countAll: () => Promise<number>,
): Promise<T[] | ListPage<T>> {
  if (!asked) return load();
  const { page, pageSize } = asked;
  const [items, total] = await Promise.all([load({ limit: pageSize, offset: (page - 1) * pageSize }), countAll()]);
  return { items, total, page, pageSize };
}
