import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from '@classhub/routing';
import { DEFAULT_CATALOG_QUERY, parseCatalogQuery, toSearchParams, type CatalogQuery } from './catalog-query';

export interface CatalogQueryChange {
  changes: Partial<CatalogQuery>;
  /** Typed text replaces the history entry, so Back is not a replay of every debounced keystroke. */
  replace?: boolean;
}

/**
 * The /classes query lives in the URL, so reload, Back and a shared link all show the same list. Changing a filter or
 * the sort goes back to page 1; only `page` itself keeps it.
 */
export function useCatalogQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseCatalogQuery(searchParams), [searchParams]);
  // The router hands setSearchParams' callback the params of the last render, not of the last change: two changes
  // before a render (the min and the max price committing together on a busy machine) lost the first. Each change
  // builds on this instead, which follows every render and every change made since.
  const latest = useRef(searchParams);
  latest.current = searchParams;

  const set = useCallback(
    (next: URLSearchParams, replace: boolean) => {
      latest.current = next;
      setSearchParams(next, { replace });
    },
    [setSearchParams],
  );

  const update = useCallback(
    ({ changes, replace = false }: CatalogQueryChange) => {
      const previous = parseCatalogQuery(latest.current);
      set(toSearchParams({ ...previous, ...changes, page: changes.page ?? 1 }), replace);
    },
    [set],
  );

  const clearFilters = useCallback(() => {
    set(toSearchParams({ ...DEFAULT_CATALOG_QUERY, sort: parseCatalogQuery(latest.current).sort }), false);
  }, [set]);

  return { query, update, clearFilters };
}
