const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars kept to 2 decimal places (spec §9): 49.5 → "$49.50". */
export function formatPrice(price: number): string {
  return usd.format(price);
}
