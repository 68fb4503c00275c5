const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars with 2 decimals: 49.5 → "$49.50". */
export function formatDollars(value: number): string {
  return usd.format(value);
}
