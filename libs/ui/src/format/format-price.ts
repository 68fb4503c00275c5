const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price in dollars kept to 2 decimal places (spec §9), the same on every page: 49.5 → "$49.50", 25 → "$25.00". */
export function formatPrice(price: number): string {
  return cents.format(price);
}
