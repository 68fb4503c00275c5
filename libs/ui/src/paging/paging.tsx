import { lazy, Suspense } from 'react';
import type { PagerProps, SearchFieldProps } from './paging-view.lazy';

export type { PagerProps, SearchFieldProps } from './paging-view.lazy';

// @classhub/ui is one shared module every page loads whole: the long lists' controls (`*.lazy.tsx`, left out of the
// boot chunk) are fetched by the pages that page through a list.
const PagerLazy = lazy(() =>
  import(/* webpackChunkName: "paging" */ './paging-view.lazy').then((m) => ({ default: m.PagerView })),
);
const SearchFieldLazy = lazy(() =>
  import(/* webpackChunkName: "paging" */ './paging-view.lazy').then((m) => ({ default: m.SearchFieldView })),
);

/** Previous / "Page 2 of 50" / Next under a paged list. */
export function Pager(props: PagerProps) {
  return (
    <Suspense fallback={null}>
      <PagerLazy {...props} />
    </Suspense>
  );
}

/** A list's search box: searches once typing pauses (or on Enter). */
export function SearchField(props: SearchFieldProps) {
  return (
    <Suspense fallback={null}>
      <SearchFieldLazy {...props} />
    </Suspense>
  );
}
