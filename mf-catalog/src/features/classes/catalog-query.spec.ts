import {
  DEFAULT_CATALOG_QUERY,
  hasFilters,
  normalizePrice,
  parseCatalogQuery,
  toApiSearch,
  toSearchParams,
} from './catalog-query';

const parse = (search: string) => parseCatalogQuery(new URLSearchParams(search));

describe('parseCatalogQuery', () => {
  it('reads every parameter', () => {
    expect(parse('q=yoga&minPrice=10&maxPrice=49.99&available=true&sort=price-desc&page=3')).toEqual({
      q: 'yoga',
      minPrice: '10',
      maxPrice: '49.99',
      available: true,
      sort: 'price-desc',
      page: 3,
    });
  });

  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual(DEFAULT_CATALOG_QUERY);
  });

  it.each([
    ['a page that is not a whole number', 'page=abc', { page: 1 }],
    ['page 0', 'page=0', { page: 1 }],
    ['a negative page', 'page=-2', { page: 1 }],
    ['a huge page', 'page=99999999999', { page: 1 }],
    ['an unknown sort', 'sort=cheapest', { sort: 'popular' }],
    ['a price that is not a price', 'minPrice=ten&maxPrice=1e3', { minPrice: '', maxPrice: '' }],
    ['a negative price', 'minPrice=-5', { minPrice: '' }],
    ['a price with 3 decimals', 'maxPrice=9.999', { maxPrice: '' }],
    ['a price above the maximum', 'maxPrice=100001', { maxPrice: '' }],
    ['available other than true', 'available=yes', { available: false }],
  ])('falls back to the default for %s', (_what, search, expected) => {
    expect(parse(search)).toEqual({ ...DEFAULT_CATALOG_QUERY, ...expected });
  });

  it('drops a price range whose minimum is above its maximum', () => {
    expect(parse('minPrice=50&maxPrice=20')).toMatchObject({ minPrice: '', maxPrice: '' });
  });

  it('trims the search text and cuts it to the server limit', () => {
    expect(parse('q=%20%20yoga%20').q).toBe('yoga');
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('toSearchParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(toSearchParams(DEFAULT_CATALOG_QUERY).toString()).toBe('');
  });

  it('round-trips through parseCatalogQuery', () => {
    const query = {
      q: 'oil paint',
      minPrice: '5',
      maxPrice: '60.5',
      available: true,
      sort: 'newest' as const,
      page: 2,
    };
    expect(parseCatalogQuery(toSearchParams(query))).toEqual(query);
  });
});

describe('toApiSearch', () => {
  it('always asks for a page of 12', () => {
    expect(toApiSearch(DEFAULT_CATALOG_QUERY)).toBe('page=1&pageSize=12');
  });

  it('sends every filter the server knows', () => {
    expect(
      toApiSearch({ q: 'oil paint', minPrice: '5', maxPrice: '60.5', available: true, sort: 'price-asc', page: 4 }),
    ).toBe('q=oil+paint&minPrice=5&maxPrice=60.5&available=true&sort=price-asc&page=4&pageSize=12');
  });
});

describe('normalizePrice and hasFilters', () => {
  it('accepts prices the server accepts', () => {
    expect(normalizePrice(' 19.99 ')).toBe('19.99');
    expect(normalizePrice('')).toBe('');
    expect(normalizePrice('1.234')).toBeNull();
    expect(normalizePrice('abc')).toBeNull();
  });

  it('counts search, price and free seats as filters, but not sort or page', () => {
    expect(hasFilters({ ...DEFAULT_CATALOG_QUERY, sort: 'newest', page: 3 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_CATALOG_QUERY, available: true })).toBe(true);
    expect(hasFilters({ ...DEFAULT_CATALOG_QUERY, q: 'x' })).toBe(true);
  });
});
