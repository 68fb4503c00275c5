import { CLASS_LIMITS, CLASS_SORTS, type ClassSort } from '@classhub/contracts';

/** /classes shows 12 cards a page: four rows of three on large screens. */
export const CATALOG_PAGE_SIZE = 12;

export const DEFAULT_SORT: ClassSort = 'popular';

export const SORT_LABELS: Record<ClassSort, string> = {
  popular: 'Most popular',
  'price-asc': 'Price low to high',
  'price-desc': 'Price high to low',
  newest: 'Newest',
  rating: 'Highest rated',
};

/** What the visitor asked for on /classes, as kept in the URL (`?q=&minPrice=&maxPrice=&available=true&sort=&page=`). */
export interface CatalogQuery {
  q: string;
  /** Dollars as typed ("19.99"), or '' for no bound. */
  minPrice: string;
  maxPrice: string;
  available: boolean;
  sort: ClassSort;
  page: number;
}

export const DEFAULT_CATALOG_QUERY: CatalogQuery = {
  q: '',
  minPrice: '',
  maxPrice: '',
  available: false,
  sort: DEFAULT_SORT,
  page: 1,
};

// The server's own rule for a price bound (approvedClassesQuerySchema): digits with at most 2 decimals.
const PRICE = /^\d+(\.\d{1,2})?$/;
const MAX_PAGE = 1_000_000;

/** '' for no bound, the trimmed text for a valid price, or null when the text is not a price the server accepts. */
export function normalizePrice(text: string): string | null {
  const value = text.trim();
  if (value === '') return '';
  if (!PRICE.test(value) || Number(value) > CLASS_LIMITS.priceMax) return null;
  return value;
}

export function isClassSort(value: unknown): value is ClassSort {
  return typeof value === 'string' && (CLASS_SORTS as readonly string[]).includes(value);
}

/**
 * Reads the URL's search params; anything invalid (typed by hand, or an old link) falls back to its default instead of
 * reaching the server as a 400.
 */
export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  const q = (params.get('q') ?? '').trim().slice(0, CLASS_LIMITS.searchMax);
  let minPrice = normalizePrice(params.get('minPrice') ?? '') ?? '';
  let maxPrice = normalizePrice(params.get('maxPrice') ?? '') ?? '';
  // A range that cannot match anything is dropped whole rather than guessing which bound was meant.
  if (minPrice !== '' && maxPrice !== '' && Number(minPrice) > Number(maxPrice)) {
    minPrice = '';
    maxPrice = '';
  }
  const sort = params.get('sort');
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,7}$/.test(pageText) ? Number(pageText) : 1;
  return {
    q,
    minPrice,
    maxPrice,
    available: params.get('available') === 'true',
    sort: isClassSort(sort) ? sort : DEFAULT_SORT,
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The URL search params for `query`; defaults are left out so a plain /classes stays plain. */
export function toSearchParams(query: CatalogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.minPrice) params.set('minPrice', query.minPrice);
  if (query.maxPrice) params.set('maxPrice', query.maxPrice);
  if (query.available) params.set('available', 'true');
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page !== 1) params.set('page', String(query.page));
  return params;
}

/** The GET /approvedclass query string: the same filters, always paged so the answer is a ClassPage. */
export function toApiSearch(query: CatalogQuery): string {
  const params = toSearchParams({ ...query, page: 1 });
  params.set('page', String(query.page));
  params.set('pageSize', String(CATALOG_PAGE_SIZE));
  return params.toString();
}

/** True when any filter narrows the list (sort and page do not). */
export function hasFilters(query: CatalogQuery): boolean {
  return query.q !== '' || query.minPrice !== '' || query.maxPrice !== '' || query.available;
}
