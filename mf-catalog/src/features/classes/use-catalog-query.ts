import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
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

  const update = useCallback(
    ({ changes, replace = false }: CatalogQueryChange) => {
      setSearchParams(
        (current) => {
          const previous = parseCatalogQuery(current);
          const page = changes.page ?? 1;
          return toSearchParams({ ...previous, ...changes, page });
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => {
    setSearchParams((current) => toSearchParams({ ...DEFAULT_CATALOG_QUERY, sort: parseCatalogQuery(current).sort }));
  }, [setSearchParams]);

  return { query, update, clearFilters };
}
