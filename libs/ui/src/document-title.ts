import { useEffect } from 'react';

const PRODUCT = 'ClassHub';

/** The browser tab's title for a page: "<page> · ClassHub", so each route can be told apart in tabs and history. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${PRODUCT}` : PRODUCT;
  }, [page]);
}
