import { formatCount } from './format-count';

/**
 * A price in dollars kept to 2 decimal places (docs/product.md#limits), the same on every page: 49.5 → "$49.50", 25 →
 * "$25.00", 1234.5 → "$1,234.50". Written out rather than with Intl.NumberFormat: the first Intl formatter a page
 * builds costs 150–220 ms of main thread under a 4× CPU slowdown in Chromium, and nearly every page shows a price.
 */
export function formatPrice(price: number): string {
  const [whole = '0', fraction = '00'] = Math.abs(price).toFixed(2).split('.');
  const sign = price < 0 && Number(`${whole}.${fraction}`) !== 0 ? '-' : '';
  return `${sign}$${formatCount(Number(whole))}.${fraction}`;
}
