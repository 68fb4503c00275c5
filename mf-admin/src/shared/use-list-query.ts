import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@classhub/routing';

/** The most characters a list's search may have (the server's PAGED_LIST_LIMITS.searchMax). */
export const SEARCH_MAX = 100;

/** A long list's search, one filter and page, as kept in the URL (`?q=&role=&page=`). */
export interface ListQuery<F extends string> {
  q: string;
  filter: F | undefined;
  page: number;
}

/**
 * A long list's query lives in the URL, so reload, Back and a shared link show the same list (decision 0044). Anything
 * invalid in it (typed by hand, an old link) falls back to its default instead of reaching the server as a 400. A new
 * search or filter goes back to page 1; typed text replaces the history entry so Back is not a replay of keystrokes.
 */
export function useListQuery<F extends string>(filterName: string, filters: readonly F[]) {
  const [params, setParams] = useSearchParams();

  const query = useMemo((): ListQuery<F> => {
    const filter = params.get(filterName);
    const pageText = params.get('page') ?? '';
    return {
      q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX),
      filter: filters.find((known) => known === filter),
      page: /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1,
    };
  }, [params, filterName, filters]);

  const update = useCallback(
    (changes: Partial<ListQuery<F>>, replace = false) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const set = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
          if ('q' in changes) set('q', changes.q);
          if ('filter' in changes) set(filterName, changes.filter);
          const page = changes.page ?? 1;
          set('page', page > 1 ? String(page) : undefined);
          return next;
        },
        { replace },
      );
    },
    [setParams, filterName],
  );

  return { query, update };
}
