/**
 * A whole number with its thousands grouped as in US English: 1234567 → "1,234,567". Written out rather than with
 * `toLocaleString` for the reason `formatPrice` gives: the first Intl formatter a page builds is dear on a phone.
 */
export function formatCount(count: number): string {
  const digits = String(Math.trunc(Math.abs(count)));
  const sign = count <= -1 ? '-' : '';
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
